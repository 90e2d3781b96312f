import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Get, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { changedReadOnly, parseSettings, SETTINGS_FIXED, type SettingsChange } from '@bestelklaar/domain';
import { ImageUploadInterceptor, type UploadedImages } from '../../storage';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ValidationFailed } from '../../common/errors/app-error';
import { AccountsService } from './accounts.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

@Controller('admin/account')
export class AdminAccountController {
  constructor(private readonly accounts: AccountsService) {}

  @ApiRoute({ summary: "The shop's settings", answer: 'AccountSettings' })
  @Requires('settings.read')
  @Get('settings')
  settings(@CurrentShop() accountId: string) {
    return this.accounts.settings(accountId);
  }

  @ApiRoute({
    summary: "Save the shop's settings, logo and banner",
    body: 'SettingsRequest',
    multipart: true,
    answer: 'SettingsSaved',
    failures: [413],
  })
  @Requires('settings.edit')
  @RecordsActivity('settings', 'shop')
  @Put('settings')
  @UseInterceptors(ImageUploadInterceptor(['shopLogo', 'shopBanner']))
  async update(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseSettings)) body: SettingsChange,
    @Body() sent: unknown,
    @UploadedFiles() images: UploadedImages | undefined,
  ) {
    const changed = changedReadOnly(sent, { ...(await this.accounts.settings(accountId)) }, SETTINGS_FIXED);
    if (Object.keys(changed).length > 0) throw ValidationFailed.ofFields(changed);
    const { removeShopLogo, removeShopBanner, ...settings } = body;
    const imageChange = {
      logo: images?.shopLogo?.[0]?.buffer,
      banner: images?.shopBanner?.[0]?.buffer,
      removeLogo: removeShopLogo,
      removeBanner: removeShopBanner,
    };
    const { settings: saved, warning } = await this.accounts.updateSettings(accountId, settings, imageChange);
    return warning ? { ...saved, warning } : saved;
  }
}
