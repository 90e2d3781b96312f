import { Body, Controller, Inject, Param, Put, type Type } from '@nestjs/common';
import {
  parseSoldOut,
  type ActivitySubject,
  type ApiType,
  type ApiTypes,
  type SoldOutInput,
} from '@bestelklaar/domain';
import { RecordsActivity } from '../../../common/activity';
import { CurrentShop } from '../../../common/auth/current-member.decorator';
import { ParsePipe } from '../../../common/http/parse.pipe';
import type { ItemImageKind } from './item-images';
import { ApiRoute } from '../../../common/openapi/api-route.decorator';
import { Requires } from '../../../common/auth/requires.decorator';

/** What each kind answers, as its list shows it. */
const SOLD_OUT_ANSWER = { products: 'ProductView', menus: 'MenuView' } as const satisfies Record<
  ItemImageKind,
  ApiType
>;

/** Which activity subject each kind is. */
const SOLD_OUT_SUBJECT = { products: 'product', menus: 'menu' } as const satisfies Record<
  ItemImageKind,
  ActivitySubject
>;

/** A kind's door, as far as 'Uitverkocht vandaag' goes: it answers with the item's view. */
interface SoldOutMarking {
  markSoldOut(
    accountId: string,
    id: string,
    soldOut: boolean,
  ): Promise<ApiTypes[(typeof SOLD_OUT_ANSWER)[ItemImageKind]]>;
}

/**
 * The one 'Uitverkocht vandaag' route of every item kind: `PUT /api/admin/{kind}/{id}/sold-out`
 * `{ "soldOut": true | false }`, answered by that kind's door with the item as its list shows it.
 */
export function itemSoldOutController(kind: ItemImageKind, door: Type<SoldOutMarking>): Type<unknown> {
  @Controller(`admin/${kind}`)
  class ItemSoldOutController {
    constructor(@Inject(door) private readonly items: SoldOutMarking) {}

    @ApiRoute({
      summary: "Mark as sold out for today ('Uitverkocht vandaag') or not",
      body: 'SoldOutInput',
      answer: SOLD_OUT_ANSWER[kind],
      failures: [404],
    })
    @Requires('catalog.sold-out')
    @RecordsActivity(SOLD_OUT_SUBJECT[kind])
    @Put(':id/sold-out')
    markSoldOut(
      @CurrentShop() accountId: string,
      @Param('id') id: string,
      @Body(new ParsePipe(parseSoldOut)) input: SoldOutInput,
    ) {
      return this.items.markSoldOut(accountId, id, input.soldOut);
    }
  }
  return ItemSoldOutController;
}
