import { combine, invalid, valid, type FieldResult, type Parsed } from '../parsing';
import { isIsoDate } from '../scheduling/calendar-date';
import { ORDER_FILTER_MESSAGES } from '../ordering/order-filters';

/**
 * 'Activiteit': who changed what in a shop's catalogue, schedule, discounts, settings and team.
 * Each entry is one saved change of one thing (a subject), with the fields that changed, from and to.
 */
export const ACTIVITY_SUBJECTS = [
  'product',
  'menu',
  'collection',
  'collection-order',
  'discount',
  'pickup-moments',
  'opening-hours',
  'vacation',
  'settings',
  'ordering',
  'member',
  'invitation',
] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export const ACTIVITY_CHANGES = ['created', 'changed', 'deleted'] as const;
export type ActivityChangeKind = (typeof ACTIVITY_CHANGES)[number];

/** A field's value as the log keeps it: plain JSON, so it reads the same in two years. */
export type ActivityValue = string | number | boolean | null | readonly string[];

/** What a subject looks like at one moment, field by field (the fields its table below lists). */
export type ActivitySnapshot = Readonly<Record<string, ActivityValue>>;

export interface ActivityFieldChange {
  field: string;
  from: ActivityValue;
  to: ActivityValue;
}

/** How the screen writes a field's value. */
export type ActivityFormat =
  | 'text'
  /** Cents. */
  | 'money'
  | 'boolean'
  | 'list'
  | 'number'
  /** YYYY-MM-DD. */
  | 'date'
  /** ISO 8601. */
  | 'instant'
  | 'role'
  /** A day's slots written out; '' for closed. */
  | 'slots'
  /** An image's version: null without one, another value after a new one. */
  | 'image';

/** Every field a subject's snapshot may carry, and how it reads. The screen names them in Dutch. */
export const ACTIVITY_FIELDS = {
  product: {
    name: 'text',
    description: 'text',
    priceCents: 'money',
    collection: 'text',
    soldAlone: 'boolean',
    stockQuantity: 'number',
    dailyLimit: 'number',
    options: 'list',
    allergens: 'list',
    soldOutOn: 'date',
    image: 'image',
  },
  menu: {
    name: 'text',
    description: 'text',
    priceCents: 'money',
    collection: 'text',
    products: 'list',
    dailyLimit: 'number',
    options: 'list',
    allergens: 'list',
    soldOutOn: 'date',
    image: 'image',
  },
  collection: { name: 'text', icon: 'text' },
  'collection-order': { order: 'list' },
  discount: {
    description: 'text',
    percentage: 'number',
    appliesTo: 'text',
    startsOn: 'date',
    endsOn: 'date',
  },
  'pickup-moments': weekdayFields(),
  'opening-hours': weekdayFields(),
  vacation: { startsOn: 'date', endsOn: 'date', reason: 'text', allowPreOrders: 'boolean' },
  settings: {
    shopName: 'text',
    shopDescription: 'text',
    shopAddress: 'text',
    subdomain: 'text',
    websiteUrl: 'text',
    contactEmail: 'text',
    contactGsm: 'text',
    minimumHoursBeforePickup: 'number',
    maxOrdersPerSlot: 'number',
    newOrderMails: 'boolean',
    darkMode: 'boolean',
    defaultLanguage: 'text',
    allergenInfoText: 'text',
    customerCancelAllowed: 'boolean',
    customerCancelHours: 'number',
    twoFactorRequired: 'boolean',
    unseenReminderMinutes: 'number',
    autoCancelMinutesBeforePickup: 'number',
    autoConfirmOrders: 'boolean',
    logo: 'image',
    banner: 'image',
  },
  ordering: { pausedUntil: 'instant', busyMinutes: 'number' },
  member: { role: 'role' },
  invitation: { role: 'role', expiresAt: 'instant' },
} as const satisfies Record<ActivitySubject, Record<string, ActivityFormat>>;

/** A week's fields are its Dutch weekdays, each its slots written out ('11:30–13:30, 17:00–19:00'; '' closed). */
function weekdayFields() {
  return {
    maandag: 'slots',
    dinsdag: 'slots',
    woensdag: 'slots',
    donderdag: 'slots',
    vrijdag: 'slots',
    zaterdag: 'slots',
    zondag: 'slots',
  } as const;
}

/** How long the log keeps an entry (issue 'team': two years). */
export const ACTIVITY_RETENTION_DAYS = 730;

/** The fields that differ between two snapshots, in the order the subject's table lists them. */
export function changedFields(
  subject: ActivitySubject,
  before: ActivitySnapshot | null,
  after: ActivitySnapshot | null,
): ActivityFieldChange[] {
  const changes: ActivityFieldChange[] = [];
  for (const field of Object.keys(ACTIVITY_FIELDS[subject])) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!sameValue(from, to)) changes.push({ field, from, to });
  }
  return changes;
}

function sameValue(a: ActivityValue, b: ActivityValue): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => value === b[index]);
  return a === b;
}

/** `GET /api/admin/activity?person=&from=&to=&limit=&cursor=`: one person's, within days (both included). */
export interface ActivityFilter {
  person?: string;
  from?: string;
  to?: string;
}

export const ACTIVITY_MESSAGES = {
  personInvalid: 'Kies een persoon uit de lijst.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readPerson(value: unknown): FieldResult<string | undefined> {
  if (value === undefined || value === '') return valid(undefined);
  return typeof value === 'string' && UUID.test(value)
    ? valid(value.toLowerCase())
    : invalid(ACTIVITY_MESSAGES.personInvalid);
}

function readDay(value: unknown): FieldResult<string | undefined> {
  if (value === undefined || value === '') return valid(undefined);
  return isIsoDate(value) ? valid(value) : invalid(ORDER_FILTER_MESSAGES.dateInvalid);
}

/** The filter of the activity list; `limit` and `cursor` are the list's paging, read apart. */
export function parseActivityFilter(query: Record<string, unknown>): Parsed<ActivityFilter> {
  const parsed = combine({
    person: readPerson(query.person),
    from: readDay(query.from),
    to: readDay(query.to),
  });
  if (!parsed.ok) return parsed;
  const { from, to } = parsed.value;
  if (from && to && to < from) return { ok: false, errors: { to: ORDER_FILTER_MESSAGES.rangeReversed } };
  return parsed;
}

/** Who made a change: the person as they were named then (a member removed since keeps their name). */
export interface ActivityPerson {
  userId: string;
  name: string;
}

/** One entry of `GET /api/admin/activity`, newest first. */
export interface ActivityEntryView {
  id: string;
  /** When the change was saved (ISO 8601). */
  at: string;
  by: ActivityPerson;
  subject: ActivitySubject;
  /** The thing changed: a product's id, a member's user id; for the shop's settings the shop's id. */
  subjectId: string;
  /** Its name at the time (a product's, a member's, an invitation's e-mail). */
  subjectName: string;
  change: ActivityChangeKind;
  /** The fields that changed, from and to (for a creation: from null; for a deletion: to null). */
  changes: ActivityFieldChange[];
}

/** `GET /api/admin/activity`: a page of entries and everyone who appears in the shop's log, for the filter. */
export interface ActivityPage {
  entries: ActivityEntryView[];
  nextCursor: string | null;
  people: ActivityPerson[];
}
