import type { AllergenCode, AllergenInfo } from './catalog/allergens';
import type { NameTranslations, OptionGroup } from './catalog/option-groups';
import type { ContentTranslations } from './i18n/content-translations';
import type { VatRate } from './pricing/vat-rate';
import type { Language } from './i18n/languages';
import type { OrderAttentionSettings } from './ordering/order-attention';

/**
 * What the API answers, field for field: built by the server, read by the app, so the two cannot
 * drift apart. Prices are euros with two decimals; ids are the spec's `_id`.
 */

/**
 * A shop's settings (spec: the settings entity, plus launch state and image URLs, and the rules for
 * paid orders nobody has seen: 'Herinnering na … minuten', 'Automatisch annuleren', 'Bestellingen
 * automatisch bevestigen').
 */
export interface AccountSettings extends OrderAttentionSettings {
  _id: string;
  name: string;
  email: string;
  shopName: string;
  shopDescription: string;
  shopAddress: string;
  subdomain: string;
  onboardingCompleted: boolean;
  websiteUrl: string;
  contactEmail: string;
  contactGsm: string;
  shopMinimumOrderTimeBeforePickup: number;
  darkMode: boolean;
  /** 'Maximum aantal bestellingen per tijdslot'; null: unlimited. */
  maxOrdersPerSlot: number | null;
  /** 'E-mail bij elke nieuwe bestelling': the shop's copy of each paid order. */
  newOrderMails: boolean;
  /** 'Standaardtaal van de webshop': what a customer reads when nothing names a language they speak. */
  defaultLanguage: Language;
  /** IANA zone the shop's days and times are in, e.g. 'Europe/Brussels': the dashboard shows times in it. */
  timeZone: string;
  shopLogoUrl: string;
  shopBannerUrl: string;
  /** 'Allergeneninformatie' (see AllergenSettings). */
  allergenInfoComplete: boolean;
  allergenInfoText: string;
  /** The shop description in French and English, where the owner gave it; absent when none. */
  shopDescriptionTranslations?: ContentTranslations;
  /** The shop's text about allergens in French and English (`{ fr: { description } }`), where the owner gave it; absent when none. */
  allergenInfoTextTranslations?: ContentTranslations;
}

/** A collection (spec: _id, name, icon, sortOrder). */
export interface CollectionView {
  _id: string;
  name: string;
  icon: string;
  sortOrder: number;
  /** The name in French and English, where the owner gave it; absent when none. */
  translations?: ContentTranslations;
}

/**
 * An option group as JSON carries it: like the domain's, with each choice's extra `price` in euros.
 * The server always sends a choice's `allergens`; a view kept from before they existed has none.
 */
export interface OptionGroupView extends Omit<OptionGroup, 'options'> {
  /** `available: false` marks a choice 'Niet beschikbaar'. */
  options: {
    name: string;
    price: number;
    allergens?: AllergenCode[];
    available?: false;
    translations?: NameTranslations;
  }[];
}

/** A collection as an item refers to it. */
export interface CollectionRefView {
  _id: string;
  name: string;
  icon: string;
}

/**
 * What every item (a product or a menu) shows, whichever kind it is; each kind adds its own fields.
 * `allergens`, `mayContain`, `dietary`: all empty says nothing either way, unless the shop's
 * allergen information is complete.
 */
export interface ItemView extends AllergenInfo {
  _id: string;
  name: string;
  description: string;
  price: number;
  /** Percent, VAT included in the price. */
  vatRate: VatRate;
  collection: CollectionRefView | null;
  hasImage: boolean;
  /** Versioned, so it can be cached for good; null without an image. */
  imageUrl: string | null;
  /** Option groups; a menu's may include the menus-only `text` type. */
  productOptions: OptionGroupView[];
  /**
   * Cannot be ordered now: marked 'Uitverkocht vandaag' for the shop's today, a product's stock at
   * 0, or a menu with such a product.
   */
  soldOut: boolean;
  /** 'Maximum per ophaaldag'; null for no maximum. */
  dailyLimit: number | null;
  /**
   * The name and description in French and English, where the owner gave them; absent when none.
   * The shop's read resolves them into the customer's language instead.
   */
  translations?: ContentTranslations;
}

/** A product: an item with its stock and 'Apart verkopen'. */
export interface ProductView extends ItemView {
  stockQuantity: number | null;
  soldAlone: boolean;
}

/** `GET /api/payments/provider`: the sandbox stands in for Stripe until a deployment has Stripe keys. */
export interface PaymentProviderView {
  provider: 'sandbox' | 'stripe';
}

/** A product as a menu includes it. */
export interface MenuProductView {
  _id: string;
  name: string;
  description: string;
  price: number;
  hasImage: boolean;
  imageUrl: string | null;
  /** The product's own translations, so the shop's read names it in the customer's language. */
  translations?: ContentTranslations;
}

/** `GET /api/admin/menus`: a menu (spec: the Menu entity) with what the menus screen shows. */
export interface MenuView extends ItemView {
  products: MenuProductView[];
  /** What its products contain and may contain: part of `allergens` / `mayContain`, not the owner's to remove. */
  productAllergens: AllergenCode[];
  productMayContain: AllergenCode[];
  productCount: number;
  /** What the included products cost on their own, in euros: the owner sees the saving. */
  productsValue: number;
}

/** `GET /api/shop/{shop}/menus`: only menus with at least one product. */
export interface PublicMenuView extends ItemView {
  type: 'menu';
  products: Omit<MenuProductView, 'price'>[];
}

/** The spec's three discount kinds. */
export type DiscountType = 'ProductMenu' | 'Collection' | 'Webshop';

/** An admin's discount; dates are the shop's calendar days, `YYYY-MM-DD`, both inclusive. */
export interface DiscountView {
  _id: string;
  discountType: DiscountType;
  /** Percent, strictly between 0 and 100. */
  discount: number;
  startDate: string;
  endDate: string;
  /** Collection discounts only. */
  collection: CollectionRefView | null;
  /** Product/menu discounts only (else empty). */
  products: { _id: string; name: string }[];
  menus: { _id: string; name: string }[];
  /** Whole-shop discounts only (else ''); defaults to 'Korting op de hele webshop'. */
  description: string;
  /** Whole-shop discounts only: the description in French and English; absent when none. */
  translations?: ContentTranslations;
}

/** `GET /api/admin/discounts`, each list sorted by start date. */
export interface AdminDiscountsView {
  productMenuDiscounts: DiscountView[];
  collectionDiscounts: DiscountView[];
  webshopDiscounts: DiscountView[];
}

/** `GET /api/shop/{shop}/discounts`: those ending today or later (the shop's today), by id only. */
export interface PublicDiscountsView {
  productMenuDiscounts: {
    products: string[];
    menus: string[];
    discount: number;
    startDate: string;
    endDate: string;
  }[];
  collectionDiscounts: { collection: string; discount: number; startDate: string; endDate: string }[];
  webshopDiscounts: {
    discount: number;
    description: string;
    startDate: string;
    endDate: string;
    /** The description in French and English, where the owner gave it; absent when none. */
    translations?: ContentTranslations;
  }[];
}
