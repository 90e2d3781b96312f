import { Controller, Get, Param } from '@nestjs/common';
import type { PublicProductView } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogService } from './catalog.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** The products a launched shop's page lists; an unknown or unlaunched shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicProductsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly catalog: CatalogService,
  ) {}

  @ApiRoute({
    summary: 'The products a launched shop sells alone',
    answer: 'PublicProductList',
    failures: [404],
  })
  @Get('products')
  async products(@Param('shop') shop: string): Promise<PublicProductView[]> {
    const { accountId } = await this.accounts.launchedShop(shop);
    return this.catalog.productsSoldAlone(accountId);
  }
}
