import type { PublicShopInfoView } from '@bestelklaar/domain';
import type { AccountEntity } from './account.entity';
import { allergenInfoTextTranslationsOf, shopDescriptionTranslationsOf, toSettings } from './settings.views';

/** The public part of a shop's settings: never its owner's name, login e-mail or subdomain state. */
export function toPublicShopInfo(account: AccountEntity): PublicShopInfoView {
  const settings = toSettings(account);
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
