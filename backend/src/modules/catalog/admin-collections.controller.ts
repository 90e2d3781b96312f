import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { parseCollection, parseCollectionOrder, type CollectionInput } from '@bestelklaar/domain';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { CollectionsService } from './collections.service';

@Controller('admin/collections')
export class AdminCollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get()
  list(@CurrentAccount() accountId: string) {
    return this.collections.list(accountId);
  }

  @Post()
  create(@CurrentAccount() accountId: string, @Body(new ParsePipe(parseCollection)) body: CollectionInput) {
    return this.collections.create(accountId, body);
  }

  /** `{ collections: [...] }`: the ordered list, as ids or as collection objects carrying `_id`. */
  @Put('order/update')
  reorder(@CurrentAccount() accountId: string, @Body(new ParsePipe(parseCollectionOrder)) ids: string[]) {
    return this.collections.reorder(accountId, ids);
  }

  @Put(':id')
  update(
    @CurrentAccount() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseCollection)) body: CollectionInput,
  ) {
    return this.collections.update(accountId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAccount() accountId: string, @Param('id') id: string): Promise<void> {
    await this.collections.remove(accountId, id);
  }
}
