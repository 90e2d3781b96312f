import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { CollectionsService } from './collections.service';
import { CollectionDto } from './dto/collection.dto';
import { CollectionOrderDto, orderedCollectionIds } from './dto/collection-order.dto';

@Controller('admin/collections')
export class AdminCollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get()
  list(@CurrentAccount() accountId: string) {
    return this.collections.list(accountId);
  }

  @Post()
  create(@CurrentAccount() accountId: string, @Body() body: CollectionDto) {
    return this.collections.create(accountId, body);
  }

  @Put('order/update')
  reorder(@CurrentAccount() accountId: string, @Body() body: CollectionOrderDto) {
    return this.collections.reorder(accountId, orderedCollectionIds(body));
  }

  @Put(':id')
  update(@CurrentAccount() accountId: string, @Param('id') id: string, @Body() body: CollectionDto) {
    return this.collections.update(accountId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAccount() accountId: string, @Param('id') id: string): Promise<void> {
    await this.collections.remove(accountId, id);
  }
}
