import { MESSAGES } from './messages';
import { EMAIL_PATTERN } from './validation';

export const SHOP_DESCRIPTION_MAX = 700;
export const MAX_LEAD_TIME_HOURS = 24;
export const DEFAULT_LEAD_TIME_HOURS = 24;

export const SETTINGS_MESSAGES = {
  descriptionRequired: 'Winkelomschrijving is verplicht',
  descriptionTooLong: `Winkelomschrijving mag niet langer zijn dan ${SHOP_DESCRIPTION_MAX} karakters`,
  wholeNumber: 'Voer een geheel getal in',
  leadTimeMax: 'De maximum-waarde is 24 uur',
  website: 'Voer een geldig webadres in dat begint met http:// of https://',
  gsm: 'Voer een geldig gsm-nummer in',
  sameDayImpossible:
    'Met 24 uur voorbereidingstijd kunnen klanten niet meer bestellen om vandaag af te halen.',
} as const;

/** The settings form as typed: every value is text, as it comes from a form or multipart body. */
export interface SettingsInput {
  name: string;
  shopName: string;
  shopDescription: string;
  shopAddress: string;
  websiteUrl: string;
  contactEmail: string;
  contactGsm: string;
  shopMinimumOrderTimeBeforePickup: string;
}

export type SettingsErrors = Partial<Record<keyof SettingsInput, string>>;

const required = (value: string) => (value.trim() === '' ? MESSAGES.required : undefined);

/** Empty means the default of 24 hours; otherwise a whole number of hours from 0 to 24. */
export function parseLeadTime(value: string): number | string {
  const trimmed = value.trim();
  if (trimmed === '') return DEFAULT_LEAD_TIME_HOURS;
  if (!/^-?\d+$/.test(trimmed)) return SETTINGS_MESSAGES.wholeNumber;
  const hours = Number(trimmed);
  if (hours < 0) return MESSAGES.positiveNumber;
  if (hours > MAX_LEAD_TIME_HOURS) return SETTINGS_MESSAGES.leadTimeMax;
  return hours;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Belgian and international mobile numbers as people type them: digits with spaces, dots, slashes, dashes. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s./()-]+$/.test(value.trim()) && digits.length >= 8 && digits.length <= 15;
}

/** The spec's rules for the settings form, field by field; an empty object means valid. */
export function validateSettings(input: SettingsInput): SettingsErrors {
  const errors: SettingsErrors = {};
  const set = (field: keyof SettingsInput, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  set('name', required(input.name));
  set('shopName', required(input.shopName));
  set(
    'shopDescription',
    input.shopDescription.trim() === ''
      ? SETTINGS_MESSAGES.descriptionRequired
      : input.shopDescription.length > SHOP_DESCRIPTION_MAX
        ? SETTINGS_MESSAGES.descriptionTooLong
        : undefined,
  );
  set('shopAddress', required(input.shopAddress));
  set(
    'contactEmail',
    required(input.contactEmail) ??
      (EMAIL_PATTERN.test(input.contactEmail.trim()) ? undefined : MESSAGES.email),
  );
  set(
    'contactGsm',
    required(input.contactGsm) ?? (isPhoneNumber(input.contactGsm) ? undefined : SETTINGS_MESSAGES.gsm),
  );
  set(
    'websiteUrl',
    input.websiteUrl.trim() === '' || isHttpUrl(input.websiteUrl.trim())
      ? undefined
      : SETTINGS_MESSAGES.website,
  );
  const leadTime = parseLeadTime(input.shopMinimumOrderTimeBeforePickup);
  if (typeof leadTime === 'string') errors.shopMinimumOrderTimeBeforePickup = leadTime;
  return errors;
}
