import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { Clock } from '../../common/clock';
import { PromotionsService } from './promotions.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** The discounts a launched shop's page prices with; an unknown shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicDiscountsController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly clock: Clock,
  ) {}

  @ApiRoute({
    summary: "A launched shop's discounts running today or later",
    answer: 'PublicDiscountsView',
    failures: [404],
  })
  @Get('discounts')
  discounts(@Param('shop') shop: string) {
    return this.promotions.publicDiscountsOfShop(shop, this.clock.now());
  }
}
