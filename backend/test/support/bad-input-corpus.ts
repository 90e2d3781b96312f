import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * Input no client of ours sends, for every route of the API: each must be answered with a 4xx
 * (or succeed), never a 5xx. Bodies, field values, paths and query strings are listed apart, so a
 * route is tried with each kind without trying every combination.
 */

export interface RawBody {
  label: string;
  headers: Record<string, string>;
  body: string | Buffer | FormData;
  /** Whether the body parser itself refuses it: then it is refused before any token is looked at. */
  parserLevel: boolean;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };
const SAMPLE = JSON.stringify({ name: 'Brood', email: 'brood@voorbeeld.be', password: 'geheim123' });

/** `{"name": [[[…]]]}`, nested `depth` arrays deep. */
export function deeplyNestedArrays(depth: number): string {
  return `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** A product whose price is a decimal object inside a decimal object, `depth` times. */
export function deeplyNestedPrice(depth: number): string {
  const price = `${'{"$numberDecimal":'.repeat(depth)}"1.00"${'}'.repeat(depth)}`;
  return `{"name":"Brood","soldAlone":true,"price":${price}}`;
}

/** A body that is not what its Content-Encoding says, or is cut short. */
export function mislabelledBodies(): RawBody[] {
  const encoded = (
    label: string,
    encoding: string,
    body: RawBody['body'],
    headers: Record<string, string> = JSON_TYPE,
  ) => ({
    label,
    headers: { ...headers, 'Content-Encoding': encoding },
    body,
    parserLevel: true,
  });
  return [
    encoded('plain JSON labelled gzip', 'gzip', SAMPLE),
    encoded('broken deflate', 'deflate', Buffer.from('dit is geen deflate')),
    encoded('broken br', 'br', Buffer.from('dit is geen brotli')),
    encoded('truncated gzip', 'gzip', gzipSync(SAMPLE).subarray(0, 15)),
    encoded('unknown encoding', 'compress', SAMPLE),
    encoded('br that is gzip', 'br', gzipSync(SAMPLE)),
    encoded('plain form labelled gzip', 'gzip', 'token=abc&name=Brood', FORM_TYPE),
    encoded('multipart labelled gzip', 'gzip', form({ name: 'Brood', price: '2', soldAlone: 'true' }), {}),
  ];
}

export function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

export function rawBodies(): RawBody[] {
  const json = (label: string, body: string | Buffer, parserLevel = false) => ({
    label,
    headers: JSON_TYPE,
    body,
    parserLevel,
  });
  const typed = (label: string, contentType: string, body: string, parserLevel = false) => ({
    label,
    headers: { 'Content-Type': contentType },
    body,
    parserLevel,
  });
  return [
    ...mislabelledBodies(),
    json('2,000 nested arrays', deeplyNestedArrays(2000), true),
    json('nested $numberDecimal price', deeplyNestedPrice(20_000), true),
    json('malformed JSON', '{"name":', true),
    json('over 1 MB of JSON', JSON.stringify({ name: 'x'.repeat(1100 * 1024) }), true),
    json('empty body', ''),
    json('null', 'null'),
    json('a number too big for a double', '1e400'),
    json('an array instead of an object', '[{"name":"Brood"}]'),
    json('prototype keys', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
    json('every field a NUL', JSON.stringify(everyField('a\u0000b'))),
    json('every field a lone surrogate', JSON.stringify(everyField('a\ud800b'))),
    json('every field huge', JSON.stringify(everyField('x'.repeat(30_000)))),
    json('every field a huge number', JSON.stringify(everyField(1e308))),
    json('every field an object', JSON.stringify(everyField({ $numberDecimal: { a: 1 } }))),
    typed('JSON as text/plain', 'text/plain', SAMPLE),
    typed('XML', 'application/xml', '<name>Brood</name>'),
    typed('multipart without boundary', 'multipart/form-data', SAMPLE),
    typed('JSON in an unknown charset', 'application/json; charset=klingon', SAMPLE, true),
    { label: 'multipart with odd fields', headers: {}, body: oddForm(), parserLevel: false },
  ];
}

/** A multipart form with a NUL, a lone surrogate, prototype names and options nested deep. */
function oddForm(): FormData {
  const body = new FormData();
  for (const name of FIELD_NAMES) body.append(name, 'a\u0000b');
  for (const name of ['__proto__', 'constructor', 'name[]', 'slots[0][start]']) body.append(name, 'x');
  const options = [{ name: 'Saus', type: 'select', options: [{ name: 'a', price: 'PRICE' }] }];
  body.set('productOptions', JSON.stringify(options).replace('"PRICE"', nestedDecimal(5000)));
  return body;
}

function nestedDecimal(depth: number): string {
  return `${'{"$numberDecimal":'.repeat(depth)}"1"${'}'.repeat(depth)}`;
}

/** Field names any route of ours reads; a route's own are found by asking it which it does not know. */
export const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'description',
  'price',
  'collection',
  'icon',
  'stockQuantity',
  'soldAlone',
  'productOptions',
  'keepExistingImage',
  'shopName',
  'shopDescription',
  'shopAddress',
  'websiteUrl',
  'contactEmail',
  'contactGsm',
  'shopMinimumOrderTimeBeforePickup',
  'darkMode',
  'removeShopLogo',
  'removeShopBanner',
  'vacationModeStart',
  'vacationModeEnd',
  'vacationModeReason',
  '_id',
  'day',
  'slots',
  'subdomain',
  'collections',
  'token',
  'vatRate',
  'discountType',
  'discount',
  'startDate',
  'endDate',
  'products',
  'menus',
  'phone',
  'date',
  'timeSlot',
  'cartItems',
  'maxOrdersPerSlot',
  'newOrderMails',
  'defaultLanguage',
  'markedAsPickedUp',
  'ready',
  'allergens',
  'mayContain',
  'dietary',
  'allergenInfoComplete',
  'allergenInfoText',
] as const;

function everyField(value: unknown): Record<string, unknown> {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, value]));
}

/** A value each field accepts, so that one bad field at a time gets as far as it can. */
export function goodValues(): Record<string, unknown> {
  return {
    name: 'Brood',
    email: `goed-${randomUUID().slice(0, 8)}@voorbeeld.be`,
    password: 'geheim123',
    description: 'Vers gebakken',
    price: '2.50',
    collection: '',
    icon: 'Utensils',
    stockQuantity: '',
    soldAlone: 'true',
    productOptions: [
      { name: 'Saus', type: 'select', required: false, options: [{ name: 'Mayo', price: 0 }] },
    ],
    keepExistingImage: 'true',
    shopName: 'De Bakker',
    shopDescription: 'Brood en koffiekoeken',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    websiteUrl: 'https://bakker.be',
    contactEmail: 'info@bakker.be',
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: '2',
    darkMode: false,
    maxOrdersPerSlot: '',
    newOrderMails: true,
    defaultLanguage: 'fr',
    markedAsPickedUp: true,
    ready: true,
    allergens: '["gluten","milk"]',
    mayContain: ['nuts'],
    dietary: '["vegetarian"]',
    allergenInfoComplete: true,
    allergenInfoText: 'Vraag ons naar allergenen bij het afhalen.',
    removeShopLogo: false,
    removeShopBanner: false,
    vacationModeStart: '2099-07-01',
    vacationModeEnd: '2099-07-15',
    vacationModeReason: 'Zomervakantie',
    _id: randomUUID(),
    day: 'maandag',
    slots: [{ start: '09:00', end: '10:00' }],
    subdomain: `bakker-${randomUUID().slice(0, 8)}`,
    collections: [],
    token: 'abc',
    vatRate: '6',
    discountType: 'Webshop',
    discount: 10,
    startDate: '2099-07-01',
    endDate: '2099-07-15',
    products: [],
    menus: [],
    phone: '0470 12 34 56',
    date: 'Day1-2099-06-15',
    timeSlot: { start: '11:00', end: '11:30' },
    cartItems: [{ _id: randomUUID(), type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 2 }],
  };
}

/** What one field is set to, every other field being good. */
export const BAD_VALUES: { label: string; value: unknown }[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone surrogate', value: 'x\ud800' },
  { label: 'huge text', value: 'x'.repeat(200_000) },
  { label: 'huge number', value: 1e308 },
  { label: 'tiny number', value: 5e-324 },
  { label: 'price of no cents', value: '0.000000001' },
  { label: 'prototype object', value: JSON.parse('{"__proto__":{"isAdmin":true}}') },
  { label: 'array of texts', value: ['a', 'b'] },
];

/** Path parameters: nonsense, characters no path should hold, and an id that looks real. */
export function pathValues(): string[] {
  return ['niets', '%00', '%ED%A0%80', 'x'.repeat(3000), randomUUID()];
}

/** Query strings every route is sent: repeated, broken and oddly named parameters. */
export const QUERY_STRINGS = [
  '?token=a&token=b&v=1&v=2&limit=1&limit=2&cursor=a&cursor=b',
  `?token=%00&v=%ED%A0%80&limit=${'9'.repeat(400)}&cursor=${'x'.repeat(3000)}&__proto__=x&constructor[a]=y`,
];
