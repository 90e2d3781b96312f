import type { SettingsTextField } from '@bestelklaar/domain';

/** The settings form's labels, one list for the form, the settings table and the setup card. */
export const SETTINGS_LABELS: Record<SettingsTextField, string> = {
  name: 'Naam',
  shopName: 'Winkelnaam',
  shopDescription: 'Beschrijving',
  shopAddress: 'Adres',
  websiteUrl: 'Website',
  contactEmail: 'Contact e-mail',
  contactGsm: 'Contact GSM',
  shopMinimumOrderTimeBeforePickup: 'Minimum aantal uren voor afhalen',
  maxOrdersPerSlot: 'Maximum aantal bestellingen per tijdslot',
  defaultLanguage: 'Standaardtaal van de webshop',
};

/** The labels of the rules for paid orders nobody saw ('Gezien'), in the form and the settings table. */
export const ORDER_ATTENTION_LABELS = {
  unseenReminderMinutes: 'Herinnering na … minuten',
  autoCancelMinutesBeforePickup: 'Automatisch annuleren … minuten voor het ophaalmoment',
  autoConfirmOrders: 'Bestellingen automatisch bevestigen',
} as const;
