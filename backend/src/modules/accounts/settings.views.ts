import { formatPhone, translationsField, type AccountSettings } from '@bestelklaar/domain';
import { AccountEntity } from './account.entity';

export type { AccountSettings };

export const SHOP_IMAGE_KINDS = ['logo', 'banner'] as const;
export type ShopImageKind = (typeof SHOP_IMAGE_KINDS)[number];

export function shopImagePrefix(accountId: string, kind: ShopImageKind): string {
  return `shops/${accountId}/${kind}`;
}

/** Images stored before keys were per upload sit at the bare prefix. */
export function storedShopImageKey(
  account: Pick<AccountEntity, 'id' | 'logoKey' | 'bannerKey'>,
  kind: ShopImageKind,
): string {
  return (kind === 'logo' ? account.logoKey : account.bannerKey) ?? shopImagePrefix(account.id, kind);
}

/** A stable URL per image and version: a new upload is a new URL, so it may be cached for good. */
function shopImageUrl(accountId: string, kind: ShopImageKind, version: number): string {
  return version > 0 ? `/api/images/shops/${accountId}/${kind}?v=${version}` : '';
}

/**
 * The settings as the owner and the shop's visitors read them: the GSM grouped ('+32 470 12 34 56'),
 * the name and e-mail the owner's (a person's, not the shop's).
 */
export function toSettings(account: AccountEntity, owner: { name: string; email: string }): AccountSettings {
  return {
    _id: account.id,
    name: owner.name,
    email: owner.email,
    shopName: account.shopName,
    shopDescription: account.shopDescription,
    shopAddress: account.shopAddress,
    subdomain: account.subdomain ?? '',
    onboardingCompleted: account.onboardingCompleted,
    websiteUrl: account.websiteUrl,
    contactEmail: account.contactEmail,
    contactGsm: formatPhone(account.contactGsm),
    shopMinimumOrderTimeBeforePickup: account.minimumHoursBeforePickup,
    darkMode: account.darkMode,
    maxOrdersPerSlot: account.maxOrdersPerSlot,
    newOrderMails: account.newOrderMails,
    unseenReminderMinutes: account.unseenReminderMinutes,
    autoCancelMinutesBeforePickup: account.autoCancelMinutesBeforePickup,
    autoConfirmOrders: account.autoConfirmOrders,
    defaultLanguage: account.defaultLanguage,
    timeZone: account.timeZone,
    shopLogoUrl: shopImageUrl(account.id, 'logo', account.logoVersion),
    shopBannerUrl: shopImageUrl(account.id, 'banner', account.bannerVersion),
    allergenInfoComplete: account.allergenInfoComplete,
    allergenInfoText: account.allergenInfoText,
    ...shopDescriptionTranslationsOf(account),
    ...allergenInfoTextTranslationsOf(account),
  };
}

/** `{ shopDescriptionTranslations }` when the owner gave any, else nothing. */
export function shopDescriptionTranslationsOf(
  account: Pick<AccountEntity, 'shopDescriptionTranslations'>,
): Pick<AccountSettings, 'shopDescriptionTranslations'> {
  const { translations } = translationsField(account.shopDescriptionTranslations);
  return translations ? { shopDescriptionTranslations: translations } : {};
}

/** `{ allergenInfoTextTranslations }` when the owner gave any, else nothing. */
export function allergenInfoTextTranslationsOf(
  account: Pick<AccountEntity, 'allergenInfoTextTranslations'>,
): Pick<AccountSettings, 'allergenInfoTextTranslations'> {
  const { translations } = translationsField(account.allergenInfoTextTranslations);
  return translations ? { allergenInfoTextTranslations: translations } : {};
}
