import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { parseSubdomain } from '@bestelklaar/domain';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ShopLaunchService } from './shop-launch.service';

/** Launch on a subdomain, under the spec's stripe-connect path. */
@Controller('admin/stripe-connect')
export class AdminShopLaunchController {
  constructor(private readonly launch: ShopLaunchService) {}

  @Post('add-subdomain')
  @HttpCode(200)
  async addSubdomain(
    @CurrentAccount() accountId: string,
    @Body(new ParsePipe(parseSubdomain)) body: { subdomain: string },
  ) {
    await this.launch.launch(accountId, body.subdomain);
    return { subdomain: body.subdomain };
  }
}
