import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/languages';
import type { ContentTranslations } from './i18n/content-translations';
import { parseContentTranslations } from './i18n/parse-content-translations';
import { MESSAGES } from './messages';
import { normalisePhone } from './ordering/phone';
import type { AccountSettings } from './api-views';
import {
  ORDER_ATTENTION_FIELDS,
  readOrderAttentionSettings,
  type OrderAttentionSettings,
} from './ordering/order-attention';
import { combine, invalid, readBody, valid, withoutReadOnly, type FieldResult, type Parsed } from './parsing';
import {
  email,
  maxLength,
  readBoolean,
  readEmail,
  readText,
  required,
  singleLine,
  type Check,
} from './validation';

export const SHOP_DESCRIPTION_MAX = 700;
export const MAX_LEAD_TIME_HOURS = 24;
export const DEFAULT_LEAD_TIME_HOURS = 24;
/** Orders one slot piece may take: a shop needs at least one, and more than this is no limit at all. */
export const MAX_ORDERS_PER_SLOT = { min: 1, max: 1000 } as const;
/** 'Allergeneninformatie': a short line beside the menu, not a page of its own. */
export const ALLERGEN_INFO_TEXT_MAX = 300;

export const SETTINGS_MESSAGES = {
  descriptionRequired: 'Winkelomschrijving is verplicht',
  descriptionTooLong: `Winkelomschrijving mag niet langer zijn dan ${SHOP_DESCRIPTION_MAX} karakters`,
  wholeNumber: 'Voer een geheel getal in',
  leadTimeMax: 'De maximum-waarde is 24 uur',
  website: 'Voer een geldig webadres in dat begint met http:// of https://',
  gsm: 'Voer een geldig gsm-nummer in',
  ordersPerSlotRange: `Voer een geheel getal in van ${MAX_ORDERS_PER_SLOT.min} tot ${MAX_ORDERS_PER_SLOT.max}, of laat leeg voor onbeperkt`,
  sameDayImpossible:
    'Met 24 uur voorbereidingstijd kunnen klanten niet meer bestellen om vandaag af te halen.',
  allergenInfoTextTooLong: `De tekst over allergenen mag niet langer zijn dan ${ALLERGEN_INFO_TEXT_MAX} karakters`,
  defaultLanguage: 'Kies Nederlands, Français of English',
} as const;

/** The settings form as the screen holds it: every value is text, as a multipart body carries it. */
export type SettingsInput = Record<Exclude<keyof Settings, SettingsSwitch>, string>;

/** The settings that are on or off. */
export type SettingsSwitch = 'darkMode' | 'newOrderMails';

/** A shop's settings as saved: texts trimmed, the lead time in whole hours. */
export interface Settings {
  name: string;
  shopName: string;
  shopDescription: string;
  shopAddress: string;
  websiteUrl: string;
  contactEmail: string;
  contactGsm: string;
  shopMinimumOrderTimeBeforePickup: number;
  darkMode: boolean;
  /** Null: the shop takes any number of orders per slot piece. */
  maxOrdersPerSlot: number | null;
  /** Whether the shop's contact e-mail gets a copy of each new order. */
  newOrderMails: boolean;
  /** 'Standaardtaal van de webshop': for customers whose link, choice and browser name none of the three. */
  defaultLanguage: Language;
}

/**
 * 'Allergeneninformatie': whether every item's allergens are filled in (then an item without any
 * contains none), and the shop's own short text about allergens for the shop page ('' when none).
 */
export interface AllergenSettings {
  allergenInfoComplete: boolean;
  allergenInfoText: string;
  /** The text in French and English (`{ fr: { description } }`); absent (keep them) when the form sent none. */
  allergenInfoTextTranslations?: ContentTranslations;
}

/** The shop description in French and English, where the owner gave it (`{ fr: { description } }`). */
export interface ShopTranslations {
  /** Absent (keep them) when the form sent none. */
  shopDescriptionTranslations?: ContentTranslations;
}

/**
 * The settings to save, and whether to drop the current logo or banner. The rules for orders nobody
 * saw are there only when the body named them (absent: the shop keeps its own).
 */
export interface SettingsChange
  extends Settings, AllergenSettings, ShopTranslations, Partial<OrderAttentionSettings> {
  removeShopLogo: boolean;
  removeShopBanner: boolean;
}

/** Longest text per field, far past any real value: longer is refused as malformed, not by a rule. */
const TEXT_MAX = {
  name: 200,
  shopName: 200,
  shopDescription: 5000,
  shopAddress: 500,
  websiteUrl: 500,
  contactEmail: 254,
  contactGsm: 50,
  shopMinimumOrderTimeBeforePickup: 10,
  maxOrdersPerSlot: 10,
  allergenInfoText: 5000,
} as const;

const FIELDS = [
  ...Object.keys(TEXT_MAX),
  'darkMode',
  'newOrderMails',
  'removeShopLogo',
  'removeShopBanner',
  'allergenInfoComplete',
  'defaultLanguage',
  'shopDescriptionTranslations',
  'allergenInfoTextTranslations',
  ...ORDER_ATTENTION_FIELDS,
];

/** What the settings' read gives that saving does not change: sent back, it is ignored. */
export const SETTINGS_READ_ONLY = [
  '_id',
  'email',
  'subdomain',
  'onboardingCompleted',
  'timeZone',
  'shopLogoUrl',
  'shopBannerUrl',
] as const satisfies readonly (keyof AccountSettings)[];

/**
 * The read-only fields that name the shop and never change by themselves: sent with another value
 * they are refused rather than ignored. The others (onboarding, image addresses) move on their own,
 * so an honest client's stale copy must not fail.
 */
export const SETTINGS_FIXED = [
  '_id',
  'email',
  'subdomain',
  'timeZone',
] as const satisfies readonly (typeof SETTINGS_READ_ONLY)[number][];

function readSettingsText(value: unknown, field: keyof typeof TEXT_MAX, ...checks: Check[]) {
  return readText(value, MESSAGES.wrongType, maxLength(TEXT_MAX[field], MESSAGES.wrongType), ...checks);
}

const description: Check = (value) =>
  value === ''
    ? SETTINGS_MESSAGES.descriptionRequired
    : value.length > SHOP_DESCRIPTION_MAX
      ? SETTINGS_MESSAGES.descriptionTooLong
      : undefined;

const allergenInfoText: Check = (value) =>
  value.length > ALLERGEN_INFO_TEXT_MAX ? SETTINGS_MESSAGES.allergenInfoTextTooLong : undefined;

const website: Check = (value) => (value === '' || isHttpUrl(value) ? undefined : SETTINGS_MESSAGES.website);

/** The shop's GSM: a mobile number from the region (the customer's rule), saved in E.164. */
function readContactGsm(value: unknown): FieldResult<string> {
  const text = readSettingsText(value, 'contactGsm', required);
  if (!text.ok) return text;
  const phone = normalisePhone(text.value);
  return phone ? valid(phone) : invalid(SETTINGS_MESSAGES.gsm);
}

/**
 * Empty means the default of 24 hours; otherwise a whole number of hours from 0 to 24, as text (a
 * form) or as the number the settings' read gives.
 */
export function readLeadTime(value: unknown): FieldResult<number> {
  const text =
    typeof value === 'number' && Number.isInteger(value)
      ? valid(String(value))
      : readSettingsText(value, 'shopMinimumOrderTimeBeforePickup');
  if (!text.ok) return text;
  if (text.value === '') return valid(DEFAULT_LEAD_TIME_HOURS);
  if (!/^-?\d+$/.test(text.value)) return invalid(SETTINGS_MESSAGES.wholeNumber);
  const hours = Number(text.value);
  if (hours < 0) return invalid(MESSAGES.positiveNumber);
  if (hours > MAX_LEAD_TIME_HOURS) return invalid(SETTINGS_MESSAGES.leadTimeMax);
  return valid(hours);
}

/** Empty means unlimited (null); otherwise a whole number of orders from 1 to 1000. */
export function readMaxOrdersPerSlot(value: unknown): FieldResult<number | null> {
  const text =
    typeof value === 'number' && Number.isInteger(value)
      ? valid(String(value))
      : readSettingsText(value, 'maxOrdersPerSlot');
  if (!text.ok) return text;
  if (text.value === '') return valid(null);
  if (!/^-?\d+$/.test(text.value)) return invalid(SETTINGS_MESSAGES.wholeNumber);
  const orders = Number(text.value);
  if (orders < MAX_ORDERS_PER_SLOT.min || orders > MAX_ORDERS_PER_SLOT.max)
    return invalid(SETTINGS_MESSAGES.ordersPerSlotRange);
  return valid(orders);
}

/** A switch: missing means `fallback` (off, unless the setting is on by default). */
function readSwitch(value: unknown, fallback = false): FieldResult<boolean> {
  if (value === undefined || value === null) return valid(fallback);
  const on = readBoolean(value);
  return on === undefined ? invalid(MESSAGES.wrongType) : valid(on);
}

/** 'nl', 'fr' or 'en' as the form's choice sends it; missing means Dutch, as for a shop that never chose. */
function readDefaultLanguage(value: unknown): FieldResult<Language> {
  if (value === undefined || value === null || value === '') return valid(DEFAULT_LANGUAGE);
  return isLanguage(value) ? valid(value) : invalid(SETTINGS_MESSAGES.defaultLanguage);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The spec's rules for the settings form, field by field, every broken rule at once. */
export function parseSettings(input: unknown): Parsed<SettingsChange> {
  const { fields, errors } = readBody(withoutReadOnly(input, SETTINGS_READ_ONLY), FIELDS);
  return combine(
    {
      name: readSettingsText(fields.name, 'name', required, singleLine),
      shopName: readSettingsText(fields.shopName, 'shopName', required, singleLine),
      shopDescription: readSettingsText(fields.shopDescription, 'shopDescription', description),
      shopAddress: readSettingsText(fields.shopAddress, 'shopAddress', required),
      contactEmail: readEmail(
        fields.contactEmail,
        MESSAGES.wrongType,
        maxLength(TEXT_MAX.contactEmail, MESSAGES.wrongType),
        required,
        email,
      ),
      contactGsm: readContactGsm(fields.contactGsm),
      websiteUrl: readSettingsText(fields.websiteUrl, 'websiteUrl', website),
      shopMinimumOrderTimeBeforePickup: readLeadTime(fields.shopMinimumOrderTimeBeforePickup),
      darkMode: readSwitch(fields.darkMode),
      maxOrdersPerSlot: readMaxOrdersPerSlot(fields.maxOrdersPerSlot),
      // On by default: a client that leaves the switch out keeps the shop's copies coming.
      newOrderMails: readSwitch(fields.newOrderMails, true),
      defaultLanguage: readDefaultLanguage(fields.defaultLanguage),
      removeShopLogo: readSwitch(fields.removeShopLogo),
      removeShopBanner: readSwitch(fields.removeShopBanner),
      allergenInfoComplete: readSwitch(fields.allergenInfoComplete),
      allergenInfoText: readSettingsText(fields.allergenInfoText, 'allergenInfoText', allergenInfoText),
      ...readOrderAttentionSettings(fields),
      ...(fields.shopDescriptionTranslations !== undefined && {
        shopDescriptionTranslations: parseContentTranslations(fields.shopDescriptionTranslations, {
          fields: { description: SHOP_DESCRIPTION_MAX },
          field: 'shopDescriptionTranslations',
        }),
      }),
      ...(fields.allergenInfoTextTranslations !== undefined && {
        allergenInfoTextTranslations: parseContentTranslations(fields.allergenInfoTextTranslations, {
          fields: { description: ALLERGEN_INFO_TEXT_MAX },
          field: 'allergenInfoTextTranslations',
        }),
      }),
    },
    errors,
  );
}

/** The settings form's text fields, named as the rule reads them. */
export type SettingsTextField = keyof SettingsInput;

/**
 * The fields the settings rule requires, read from the rule itself (the ones it refuses on a form left
 * empty), in the form's order: what a screen names as still to fill in can never drift from what saving needs.
 */
export const REQUIRED_SETTINGS: readonly SettingsTextField[] = (() => {
  const emptyForm = Object.fromEntries(Object.keys(TEXT_MAX).map((field) => [field, '']));
  const result = parseSettings(emptyForm);
  return result.ok ? [] : (Object.keys(result.errors) as SettingsTextField[]);
})();

/** The required settings still empty, in the form's order. */
export function missingSettings(settings: Record<SettingsTextField, unknown>): SettingsTextField[] {
  return REQUIRED_SETTINGS.filter((field) => String(settings[field] ?? '').trim() === '');
}
