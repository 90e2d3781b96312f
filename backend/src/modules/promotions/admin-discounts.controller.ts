import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { parseDiscount, type DiscountInput } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { Clock } from '../../common/clock';
import { ParsePipe } from '../../common/http/parse.pipe';
import { PromotionsService } from './promotions.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** The owner's discounts; an edit may repeat the `_id`, but the path decides which discount changes. */
@Controller('admin/discounts')
export class AdminDiscountsController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly clock: Clock,
  ) {}

  @ApiRoute({ summary: 'List the discounts by kind', answer: 'AdminDiscountsView' })
  @Requires('discounts.read')
  @Get()
  list(@CurrentShop() accountId: string) {
    return this.promotions.listDiscounts(accountId);
  }

  // Read without the shop's today, which the service looks up for the start date.
  @ApiRoute({
    summary: 'Create a discount',
    body: 'DiscountRequest',
    answer: 'DiscountView',
    failures: [404],
  })
  @Requires('discounts.edit')
  @RecordsActivity('discount')
  @Post()
  create(@CurrentShop() accountId: string, @Body(new ParsePipe(parseDiscount)) input: DiscountInput) {
    return this.promotions.createDiscount(accountId, input, this.clock.now());
  }

  @ApiRoute({ summary: 'Edit a discount', body: 'DiscountRequest', answer: 'DiscountView', failures: [404] })
  @Requires('discounts.edit')
  @RecordsActivity('discount')
  @Put(':id')
  update(
    @CurrentShop() accountId: string,
    @Param('id') id: string,
    @Body(new ParsePipe(parseDiscount)) input: DiscountInput,
  ) {
    return this.promotions.updateDiscount(accountId, id, input, this.clock.now());
  }

  @ApiRoute({ summary: 'Delete a discount', answer: null, failures: [404] })
  @Requires('discounts.edit')
  @RecordsActivity('discount')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentShop() accountId: string, @Param('id') id: string): Promise<void> {
    await this.promotions.removeDiscount(accountId, id);
  }
}
