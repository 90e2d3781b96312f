import { RecordsActivity } from '../../common/activity';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { parseSubdomain } from '@bestelklaar/domain';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ShopLaunchService } from './shop-launch.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** Launch on a subdomain, under the spec's stripe-connect path. */
@Controller('admin/stripe-connect')
export class AdminShopLaunchController {
  constructor(private readonly launch: ShopLaunchService) {}

  @ApiRoute({
    summary: 'Launch the shop on a subdomain',
    body: 'SubdomainInput',
    answer: 'SubdomainInput',
    failures: [409],
  })
  @Requires('shop.launch')
  @RecordsActivity('settings', 'shop')
  @Post('add-subdomain')
  @HttpCode(200)
  async addSubdomain(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseSubdomain)) body: { subdomain: string },
  ) {
    await this.launch.launch(accountId, body.subdomain);
    return { subdomain: body.subdomain };
  }
}
