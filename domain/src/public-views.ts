import type { ProductView } from './api-views';
import type { Language } from './i18n/languages';
import type { ContentTranslations } from './i18n/content-translations';

/**
 * What the public shop pages read, field for field (see api-views.ts for the owner's side). Only
 * launched shops answer; nothing here is private to the owner.
 */

/**
 * `GET /api/shop/{shop}/info`: the spec's shop info (navigation bar: name, logo, dark mode, lead time)
 * and what the shop page's header shows (description, address, contact, website, banner).
 */
export interface PublicShopInfoView {
  shopName: string;
  /** Versioned, so it can be cached for good; '' without a logo. */
  shopLogoUrl: string;
  darkMode: boolean;
  /** Hours a same-day pickup must lie ahead (0 to 24). */
  shopMinimumOrderTimeBeforePickup: number;
  shopDescription: string;
  shopAddress: string;
  contactEmail: string;
  contactGsm: string;
  /** '' when the shop has no website. */
  websiteUrl: string;
  /** Versioned like the logo; '' without a banner. */
  shopBannerUrl: string;
  /** IANA zone the shop's days and pickup times are in, e.g. 'Europe/Brussels'. */
  timeZone: string;
  /**
   * Whether every item's allergens are filled in: if not, an item without any says nothing either
   * way ('Vraag de zaak naar allergenen'); and the shop's own text about allergens ('' when none).
   */
  allergenInfoComplete: boolean;
  allergenInfoText: string;
  /** The shop's page's language for a customer whose link, choice and browser name none it speaks. */
  defaultLanguage: Language;
  /** The description in French and English, where the owner gave it; absent when none. */
  shopDescriptionTranslations?: ContentTranslations;
  /** The shop's text about allergens in French and English (`{ fr: { description } }`), where the owner gave it; absent when none. */
  allergenInfoTextTranslations?: ContentTranslations;
}

/**
 * `GET /api/shop/{shop}/products`: a product sold alone (menu-only products are left out), tagged
 * like a public menu so the page and the cart can tell the two kinds of item apart.
 */
export interface PublicProductView extends ProductView {
  type: 'product';
}
