import { Controller, Get, Param } from '@nestjs/common';
import type { PublicShopInfoView } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { AccountsService } from './accounts.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** What a launched shop's page shows about the shop itself; an unknown or unlaunched shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicShopController {
  constructor(private readonly accounts: AccountsService) {}

  @ApiRoute({
    summary: "A launched shop's name, logo, contact and texts",
    answer: 'PublicShopInfoView',
    failures: [404],
  })
  @Get('info')
  info(@Param('shop') shop: string): Promise<PublicShopInfoView> {
    return this.accounts.publicShopInfo(shop);
  }
}
