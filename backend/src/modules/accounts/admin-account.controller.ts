import { Controller, Get } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { AccountsService } from './accounts.service';

@Controller('admin/account')
export class AdminAccountController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('settings')
  settings(@CurrentAccount() accountId: string) {
    return this.accounts.settings(accountId);
  }
}
