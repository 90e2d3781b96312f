import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { parseCollection, parseCollectionOrder, type CollectionInput } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { CollectionsService } from './collections.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

@Controller('admin/collections')
export class AdminCollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @ApiRoute({ summary: 'List the collections', answer: 'CollectionList' })
  @Requires('catalog.read')
  @Get()
  list(@CurrentShop() accountId: string) {
    return this.collections.list(accountId);
  }

  @ApiRoute({
    summary: 'Create a collection',
    body: 'CollectionRequest',
    answer: 'CollectionView',
    failures: [409],
  })
  @Requires('catalog.edit')
  @RecordsActivity('collection')
  @Post()
  create(@CurrentShop() accountId: string, @Body(new ParsePipe(parseCollection)) body: CollectionInput) {
    return this.collections.create(accountId, body);
  }

  /** `{ collections: [...] }`: the ordered list, as ids or as collection objects carrying `_id`. */
  @ApiRoute({
    summary: 'Put the collections in a new order',
    body: 'CollectionOrderRequest',
    answer: 'CollectionList',
    failures: [404],
  })
  @Requires('catalog.edit')
  @RecordsActivity('collection-order', 'shop')
  @Put('order/update')
  reorder(@CurrentShop() accountId: string, @Body(new ParsePipe(parseCollectionOrder)) ids: string[]) {
    return this.collections.reorder(accountId, ids);
  }

  @ApiRoute({
    summary: 'Edit a collection',
    body: 'CollectionRequest',
    answer: 'CollectionView',
    failures: [404, 409],
  })
  @Requires('catalog.edit')
  @RecordsActivity('collection')
  @Put(':id')
  update(
    @CurrentShop() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseCollection)) body: CollectionInput,
  ) {
    return this.collections.update(accountId, id, body);
  }

  @ApiRoute({ summary: 'Delete a collection', answer: null, failures: [404] })
  @Requires('catalog.edit')
  @RecordsActivity('collection')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentShop() accountId: string, @Param('id') id: string): Promise<void> {
    await this.collections.remove(accountId, id);
  }
}
