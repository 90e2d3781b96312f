import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { Clock } from '../../common/clock';
import { PromotionsService } from './promotions.service';

/** The discounts a launched shop's page prices with; an unknown shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicDiscountsController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly clock: Clock,
  ) {}

  @Get('discounts')
  discounts(@Param('shop') shop: string) {
    return this.promotions.publicDiscountsOfShop(shop, this.clock.now());
  }
}
