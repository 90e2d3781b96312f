import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from '@bestelklaar/domain';

const SOURCE = join(__dirname, '../../');

/**
 * The code a customer's request runs through (the shop's reads, placing and reading an order, the
 * payment pages, what every request passes): each Dutch message it names must be in the customer
 * messages catalogue, or a French or English customer would get it in Dutch.
 */
const CUSTOMER_PATHS = [
  'common/errors',
  'common/http',
  'modules/ordering/place-order.ts',
  'modules/ordering/orders.service.ts',
  'modules/ordering/order-pricing.ts',
  'modules/ordering/stock-claims.ts',
  'modules/ordering/day-claims.ts',
  'modules/ordering/rate-limits.ts',
  'modules/ordering/unpaid-holds.ts',
  'modules/ordering/order-access.ts',
  'modules/payments/sandbox/sandbox.controller.ts',
];

function customerFiles(): string[] {
  const all = (folder: string): string[] =>
    readdirSync(join(SOURCE, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(SOURCE, join(entry.parentPath, entry.name)));
  const files = all('.').filter((file) => /(^|\/)public-[\w-]+\.controller\.ts$/.test(file));
  for (const path of CUSTOMER_PATHS)
    files.push(...(path.endsWith('.ts') ? [path] : all(path).filter((file) => !file.endsWith('.spec.ts'))));
  return files;
}

/** `ORDER_MESSAGES.slotFull`, `MESSAGES.notFound` …: every message object's entry the code names. */
function namedMessages(file: string): { object: string; key: string }[] {
  const text = readFileSync(join(SOURCE, file), 'utf8');
  return [...text.matchAll(/\b([A-Z_]*MESSAGES)\.(\w+)/g)].map(([, object, key]) => ({ object, key }));
}

const SAMPLES = ['7', 'Croque'];

describe("the customer's messages", () => {
  it('names the customer-facing code it checks', () => {
    const files = customerFiles();
    expect(files).toContain('modules/ordering/public-orders.controller.ts');
    expect(files).toContain('modules/storefront/public-storefront.controller.ts');
    expect(files).toContain('common/http/body-parsers.ts');
  });

  it.each(['fr', 'en'] as const)('has every message that code names in %s', (language) => {
    const messages = domain as unknown as Record<string, Record<string, unknown>>;
    const untranslated = customerFiles().flatMap((file) =>
      namedMessages(file).flatMap(({ object, key }) => {
        const message = messages[object]?.[key];
        if (message === undefined) return [`${file}: ${object}.${key} is no domain message`];
        const dutch =
          typeof message === 'function'
            ? (message as (...values: string[]) => string)(...SAMPLES.slice(0, message.length))
            : String(message);
        return domain.translateMessage(dutch, language) === dutch ? [`${file}: ${object}.${key}`] : [];
      }),
    );
    expect(untranslated).toEqual([]);
  });
});
