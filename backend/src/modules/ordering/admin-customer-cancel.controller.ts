import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { parseCustomerCancelPolicy, type CustomerCancelPolicy } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { AccountsService } from '../accounts/accounts.service';
import { Requires } from '../../common/auth/requires.decorator';

/**
 * The settings' 'Klanten mogen zelf annuleren': `GET` and `PUT /api/admin/ordering/customer-cancel`
 * `{ customerCancelAllowed, customerCancelHoursBeforePickup }`, apart from the shop's other settings.
 */
@Controller('admin/ordering/customer-cancel')
export class AdminCustomerCancelController {
  constructor(private readonly accounts: AccountsService) {}

  @ApiRoute({
    summary: 'Whether customers may cancel their own paid orders, and until how long before pickup',
    answer: 'CustomerCancelPolicy',
  })
  @Requires('settings.read')
  @Get()
  policy(@CurrentShop() accountId: string): Promise<CustomerCancelPolicy> {
    return this.accounts.customerCancelPolicy(accountId);
  }

  @ApiRoute({
    summary: 'Let customers cancel their own paid orders until some hours before pickup, or not',
    body: 'CustomerCancelPolicy',
    answer: 'CustomerCancelPolicy',
  })
  @Requires('settings.edit')
  @RecordsActivity('settings', 'shop')
  @Put()
  save(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseCustomerCancelPolicy)) policy: CustomerCancelPolicy,
  ): Promise<CustomerCancelPolicy> {
    return this.accounts.setCustomerCancelPolicy(accountId, policy);
  }
}
