import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as prettier from 'prettier';

/**
 * Writes the phone-number metadata the domain's phone rule uses (domain/src/ordering/phone.ts):
 * libphonenumber-js's mobile metadata cut down to the countries our shops' customers live in, so the
 * order form carries a few kilobytes of it instead of the whole world's. Run it after upgrading
 * libphonenumber-js (`node scripts/phone-metadata.mjs`); the domain's phone test fails until then.
 */
const COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'LU'];
const target = new URL('../domain/src/ordering/phone-metadata.json', import.meta.url);

const require = createRequire(new URL('../domain/package.json', import.meta.url));
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'));

const countries = Object.fromEntries(COUNTRIES.map((country) => [country, full.countries[country]]));
const callingCodes = Object.fromEntries(
  Object.entries(full.country_calling_codes)
    .map(([code, regions]) => [code, regions.filter((region) => COUNTRIES.includes(region))])
    .filter(([, regions]) => regions.length > 0),
);
const slice = { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };

const options = await prettier.resolveConfig(target.pathname);
writeFileSync(target, await prettier.format(JSON.stringify(slice), { ...options, parser: 'json' }));
