import type { OptionGroup } from './catalog';

/**
 * What the API answers, field for field: built by the server, read by the app, so the two cannot
 * drift apart. Prices are euros with two decimals; ids are the spec's `_id`.
 */

/** A shop's settings (spec: the settings entity, plus launch state and image URLs). */
export interface AccountSettings {
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
  shopLogoUrl: string;
  shopBannerUrl: string;
}

/** A collection (spec: _id, name, icon, sortOrder). */
export interface CollectionView {
  _id: string;
  name: string;
  icon: string;
  sortOrder: number;
}

/** An option group as JSON carries it: like the domain's, with each choice's extra `price` in euros. */
export interface OptionGroupView extends Omit<OptionGroup, 'options'> {
  options: { name: string; price: number }[];
}

/** A product: the spec's fields, and where its image is. */
export interface ProductView {
  _id: string;
  name: string;
  description: string;
  price: number;
  collection: { _id: string; name: string; icon: string } | null;
  stockQuantity: number | null;
  soldAlone: boolean;
  hasImage: boolean;
  /** Versioned, so it can be cached for good; null without an image. */
  imageUrl: string | null;
  productOptions: OptionGroupView[];
}

/** `GET /api/payments/provider`: the sandbox stands in for Stripe until a deployment has Stripe keys. */
export interface PaymentProviderView {
  provider: 'sandbox' | 'stripe';
}
