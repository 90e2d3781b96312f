import {
  ACTIVITY_FIELDS,
  formatEuros,
  parseRole,
  type ActivityEntryView,
  type ActivityFieldChange,
  type ActivitySubject,
  type ActivityValue,
} from '@bestelklaar/domain';
import { ROLE_NAMES } from '../../../lib/role-names';
import { formatReceived } from '../shared/order-format';

type FieldLabels = { [S in ActivitySubject]: Record<keyof (typeof ACTIVITY_FIELDS)[S], string> };

const ITEM_LABELS = {
  name: 'Naam',
  description: 'Omschrijving',
  priceCents: 'Prijs',
  collection: 'Collectie',
  dailyLimit: 'Maximum per ophaaldag',
  options: 'Opties',
  allergens: 'Allergenen',
  soldOutOn: 'Uitverkocht op',
  image: 'Foto',
} as const;

const WEEKDAY_LABELS = {
  maandag: 'Maandag',
  dinsdag: 'Dinsdag',
  woensdag: 'Woensdag',
  donderdag: 'Donderdag',
  vrijdag: 'Vrijdag',
  zaterdag: 'Zaterdag',
  zondag: 'Zondag',
} as const;

/** Each field as the screens that edit it name it. */
export const FIELD_LABELS: FieldLabels = {
  product: { ...ITEM_LABELS, soldAlone: 'Apart verkopen', stockQuantity: 'Voorraad' },
  menu: { ...ITEM_LABELS, products: 'Producten' },
  collection: { name: 'Naam', icon: 'Icoon' },
  'collection-order': { order: 'Volgorde' },
  discount: {
    description: 'Omschrijving',
    percentage: 'Korting (%)',
    appliesTo: 'Geldt voor',
    startsOn: 'Van',
    endsOn: 'Tot en met',
  },
  'pickup-moments': WEEKDAY_LABELS,
  'opening-hours': WEEKDAY_LABELS,
  vacation: { startsOn: 'Van', endsOn: 'Tot en met', reason: 'Reden', allowPreOrders: 'Vooraf bestellen' },
  settings: {
    shopName: 'Naam van de zaak',
    shopDescription: 'Winkelomschrijving',
    shopAddress: 'Adres',
    subdomain: 'Webadres',
    websiteUrl: 'Website',
    contactEmail: 'Contactmail',
    contactGsm: 'Gsm',
    minimumHoursBeforePickup: 'Minimum uren voor afhaling',
    maxOrdersPerSlot: 'Maximum bestellingen per moment',
    newOrderMails: 'Mail bij een nieuwe bestelling',
    darkMode: 'Donkere modus',
    defaultLanguage: 'Standaardtaal',
    allergenInfoText: 'Allergeneninformatie',
    customerCancelAllowed: 'Klant mag annuleren',
    customerCancelHours: 'Annuleren tot uren voor afhaling',
    twoFactorRequired: 'Tweestapsverificatie verplicht',
    unseenReminderMinutes: 'Herinnering na … minuten',
    autoCancelMinutesBeforePickup: 'Automatisch annuleren … minuten voor het ophaalmoment',
    autoConfirmOrders: 'Bestellingen automatisch bevestigen',
    logo: 'Logo',
    banner: 'Banner',
  },
  ordering: { pausedUntil: 'Gepauzeerd tot', busyMinutes: 'Extra wachttijd (minuten)' },
  member: { role: 'Rol' },
  invitation: { role: 'Rol', expiresAt: 'Geldig tot' },
};

/** How the sentence names a subject: 'het product Croque'. */
const SUBJECT_NAMES: Readonly<Record<ActivitySubject, string>> = {
  product: 'het product',
  menu: 'het menu',
  collection: 'de collectie',
  'collection-order': 'de volgorde van de collecties',
  discount: 'de korting',
  'pickup-moments': 'de afhaalmomenten',
  'opening-hours': 'de openingsuren',
  vacation: 'de vakantie',
  settings: 'de instellingen',
  ordering: 'het ontvangen van bestellingen',
  member: 'teamlid',
  invitation: 'de uitnodiging voor',
};

/** Subjects that are one of a kind: their name says nothing the kind does not. */
const SINGLE: readonly ActivitySubject[] = [
  'collection-order',
  'pickup-moments',
  'opening-hours',
  'settings',
  'ordering',
];

/** What the person did, after their name: 'wijzigde het product Croque monsieur'. */
export function activitySentence(entry: ActivityEntryView): string {
  const { subject, subjectName: name, change } = entry;
  if (subject === 'member') {
    if (change === 'created') return 'kwam bij het team';
    if (change === 'deleted') return `haalde ${name} uit het team`;
    return `wijzigde de rol van ${name}`;
  }
  if (subject === 'invitation') {
    if (change === 'created') return `nodigde ${name} uit`;
    if (change === 'deleted') return `trok de uitnodiging voor ${name} in`;
    return `stuurde de uitnodiging voor ${name} opnieuw`;
  }
  if (subject === 'ordering') {
    const pause = entry.changes.find((item) => item.field === 'pausedUntil');
    if (pause && pause.to !== null) return 'pauzeerde nieuwe bestellingen';
    if (pause) return 'hervatte nieuwe bestellingen';
    return 'wijzigde de extra wachttijd';
  }
  const what = SINGLE.includes(subject) ? SUBJECT_NAMES[subject] : `${SUBJECT_NAMES[subject]} ${name}`;
  if (change === 'created') return `voegde ${what} toe`;
  if (change === 'deleted') return `verwijderde ${what}`;
  return `wijzigde ${what}`;
}

export function fieldLabel(subject: ActivitySubject, field: string): string {
  return (FIELD_LABELS[subject] as Record<string, string>)[field] ?? field;
}

const dayFormat = new Intl.DateTimeFormat('nl-BE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A value as the field's screen writes it; '—' for none. */
export function formatActivityValue(
  subject: ActivitySubject,
  field: string,
  value: ActivityValue,
  timeZone: string,
): string {
  const format = (ACTIVITY_FIELDS[subject] as Record<string, string>)[field] ?? 'text';
  if (format === 'slots') return value ? String(value) : 'gesloten';
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  switch (format) {
    case 'money':
      return formatEuros(Number(value) / 100);
    case 'boolean':
      return value ? 'ja' : 'nee';
    case 'date':
      return dayFormat.format(new Date(`${String(value)}T12:00:00Z`));
    case 'instant': {
      const { date, time } = formatReceived(String(value), timeZone);
      return `${date} om ${time}`;
    }
    case 'role': {
      const role = parseRole(value);
      return role ? ROLE_NAMES[role] : String(value);
    }
    case 'image':
      return 'foto';
    default:
      return String(value);
  }
}

/** A change in words: an image 'toegevoegd', 'vervangen' or 'verwijderd'; else from → to. */
export function describeChange(
  subject: ActivitySubject,
  change: ActivityFieldChange,
  timeZone: string,
): { from?: string; to: string } {
  const format = (ACTIVITY_FIELDS[subject] as Record<string, string>)[change.field];
  if (format === 'image')
    return { to: change.from === null ? 'toegevoegd' : change.to === null ? 'verwijderd' : 'vervangen' };
  const to = formatActivityValue(subject, change.field, change.to, timeZone);
  if (change.from === null) return { to };
  return { from: formatActivityValue(subject, change.field, change.from, timeZone), to };
}
