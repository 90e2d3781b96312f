import type { PublicShopInfoView } from '@bestelklaar/domain';
import type { AccountEntity } from './account.entity';
import { allergenInfoTextTranslationsOf, shopDescriptionTranslationsOf, toSettings } from './settings.views';

/** The public part of a shop's settings: never its owner's name, login e-mail or subdomain state. */
export function toPublicShopInfo(account: AccountEntity): PublicShopInfoView {
  // The owner's name and e-mail are not shown here: the page never reads them.
  const settings = toSettings(account, { name: '', email: '' });
  return {
    shopName: settings.shopName,
    shopLogoUrl: settings.shopLogoUrl,
    darkMode: settings.darkMode,
    shopMinimumOrderTimeBeforePickup: settings.shopMinimumOrderTimeBeforePickup,
    shopDescription: settings.shopDescription,
    shopAddress: settings.shopAddress,
    contactEmail: settings.contactEmail,
    contactGsm: settings.contactGsm,
    websiteUrl: settings.websiteUrl,
    shopBannerUrl: settings.shopBannerUrl,
    timeZone: account.timeZone,
    allergenInfoComplete: settings.allergenInfoComplete,
    allergenInfoText: settings.allergenInfoText,
    defaultLanguage: settings.defaultLanguage,
    ...shopDescriptionTranslationsOf(account),
    ...allergenInfoTextTranslationsOf(account),
  };
}
