import { Body, Controller, Get, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ImageUploadInterceptor, type UploadedImages } from '../../storage';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { AccountsService } from './accounts.service';
import { UpdateSettingsDto } from './dto/update-settings.dto';

@Controller('admin/account')
export class AdminAccountController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('settings')
  settings(@CurrentAccount() accountId: string) {
    return this.accounts.settings(accountId);
  }

  @Put('settings')
  @UseInterceptors(ImageUploadInterceptor(['shopLogo', 'shopBanner']))
  async update(
    @CurrentAccount() accountId: string,
    @Body() body: UpdateSettingsDto,
    @UploadedFiles() images: UploadedImages | undefined,
  ) {
    const imageChange = {
      logo: images?.shopLogo?.[0]?.buffer,
      banner: images?.shopBanner?.[0]?.buffer,
      removeLogo: body.removeShopLogo === 'true',
      removeBanner: body.removeShopBanner === 'true',
    };
    const { settings, warning } = await this.accounts.updateSettings(
      accountId,
      {
        name: body.name ?? '',
        shopName: body.shopName ?? '',
        shopDescription: body.shopDescription ?? '',
        shopAddress: body.shopAddress ?? '',
        websiteUrl: body.websiteUrl ?? '',
        contactEmail: body.contactEmail ?? '',
        contactGsm: body.contactGsm ?? '',
        shopMinimumOrderTimeBeforePickup: body.shopMinimumOrderTimeBeforePickup ?? '',
        darkMode: body.darkMode === 'true',
      },
      imageChange,
    );
    return warning ? { ...settings, warning } : settings;
  }
}
