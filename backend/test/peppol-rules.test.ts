import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VAT_NUMBER_SCHEMES } from '@bestelklaar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNoteUbl } from '../src/modules/invoicing/ubl-credit-note';
import { invoiceUbl } from '../src/modules/invoicing/ubl-invoice';
import {
  creditNoteDocument,
  DUTCH_BUYER,
  invoiceDocument,
  invoiceLine,
  BELGIAN_BUYER,
} from './support/invoice-fixtures';
import { fatalIds, peppolValidator, warningIds, type PeppolValidator } from './support/peppol-validator';

/**
 * The invoices and credit notes the shops issue, against the official Peppol BIS Billing 3.0 rules
 * (EN 16931 and Peppol's, vendored in test/peppol/). The first run compiles the rules (minutes on a
 * busy machine); later runs read them from the cache.
 */

const PEPPOL = join(__dirname, 'peppol');
const EXAMPLES = join(PEPPOL, 'rules', 'examples');

let validator: PeppolValidator;

beforeAll(async () => {
  validator = await peppolValidator();
  const { compiledHere, milliseconds } = validator.compiled;
  const workerMegabytes = Math.round(process.memoryUsage().rss / 1e6);
  console.log(
    `Peppol rules ${compiledHere ? 'compiled' : 'read from the cache'} in ${milliseconds} ms; worker ${workerMegabytes} MB`,
  );
}, 900_000);

async function expectValid(xml: string) {
  const findings = await validator.validate(xml);
  expect(findings.filter((finding) => finding.flag === 'fatal')).toEqual([]);
  expect(warningIds(findings)).toEqual([]);
}

const amountOf = (xml: string, element: string) =>
  new RegExp(`<cbc:${element} currencyID="EUR">([^<]+)</cbc:${element}>`).exec(xml)?.[1];

describe('the rules themselves', () => {
  it.each(readdirSync(EXAMPLES).sort())(
    'pass the official example %s with 0 fatal and 0 warnings',
    async (file) => {
      await expectValid(readFileSync(join(EXAMPLES, file), 'utf8'));
    },
  );

  it('pass the Belgian example invoice', async () => {
    const started = performance.now();
    await expectValid(readFileSync(join(PEPPOL, 'belgian-invoice-example.xml'), 'utf8'));
    console.log(`One validation (CEN + Peppol): ${Math.round(performance.now() - started)} ms`);
  });

  it('refuse what is not XML', async () => {
    await expect(validator.validate('<Invoice>')).rejects.toThrow();
  });
});

describe('a generated invoice', () => {
  it('at one rate, paid online, passes and owes nothing', async () => {
    const xml = invoiceUbl(invoiceDocument());
    await expectValid(xml);
    // 3 × € 4,50 at 6 %: € 13,50, of which € 0,76 VAT.
    expect(amountOf(xml, 'TaxInclusiveAmount')).toBe('13.50');
    expect(amountOf(xml, 'TaxAmount')).toBe('0.76');
    expect(amountOf(xml, 'PrepaidAmount')).toBe('13.50');
    expect(amountOf(xml, 'PayableAmount')).toBe('0.00');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0403123486</cbc:EndpointID>');
    expect(xml).toContain('<cbc:BuyerReference>42</cbc:BuyerReference>');
    expect(xml).toContain('<cbc:PaymentMeansCode name="Bancontact">48</cbc:PaymentMeansCode>');
    expect(xml).toContain('Kortrijksesteenweg 1 &lt;bus 3&gt;');
  });

  it('at 6, 12 and 21 % with a discounted line passes, each rate adding up', async () => {
    const xml = invoiceUbl(
      invoiceDocument({
        lines: [
          invoiceLine('Broodje kaas', 3, 450, 6),
          invoiceLine('Lasagne', 7, 1295, 12, 1813),
          invoiceLine('Soep van de dag', 1, 525, 12),
          invoiceLine('Cava', 2, 1899, 21),
          invoiceLine('Koffie', 11, 333, 6, 333),
        ],
        payment: { kind: 'online', method: 'card' },
      }),
    );
    await expectValid(xml);
    expect(xml).toContain('<cbc:AllowanceChargeReason>Promo LENTE</cbc:AllowanceChargeReason>');
    expect(xml.match(/<cac:TaxSubtotal>/g)).toHaveLength(3);
    // 13.50 + 90.65 − 18.13 + 5.25 + 37.98 + 36.63 − 3.33 = 162.55 paid.
    expect(amountOf(xml, 'TaxInclusiveAmount')).toBe('162.55');
  });

  it('to a buyer in another EU country passes, reached by its VAT number', async () => {
    const xml = invoiceUbl(invoiceDocument({ buyer: DUTCH_BUYER }));
    await expectValid(xml);
    expect(xml).toContain('<cbc:EndpointID schemeID="9944">NL123456789B01</cbc:EndpointID>');
  });

  it('to pay at the counter passes and states the amount due with its terms', async () => {
    const xml = invoiceUbl(
      invoiceDocument({
        payment: { kind: 'counter' },
        lines: [invoiceLine('Croque monsieur', 2, 875, 12), invoiceLine('Spa rood', 2, 250, 6)],
        language: 'fr',
      }),
    );
    await expectValid(xml);
    expect(amountOf(xml, 'PayableAmount')).toBe('22.50');
    expect(xml).not.toContain('PrepaidAmount');
    expect(xml).toContain('<cbc:Note>À payer au comptoir lors du retrait.</cbc:Note>');
    expect(xml).toContain('<cbc:PaymentMeansCode name="Au comptoir">1</cbc:PaymentMeansCode>');
  });
});

/** A small seeded generator (mulberry32), so the random carts are the same on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

describe('generated invoices over random carts', () => {
  const random = seededRandom(43);
  const rates = [6, 12, 21] as const;
  const carts = Array.from({ length: 8 }, (_, cart) =>
    Array.from({ length: 1 + random(12) }, (_, index) => {
      const quantity = 1 + random(99);
      const unit = 1 + random(5_000);
      const discount = random(3) === 0 ? random(quantity * unit + 1) : 0;
      return invoiceLine(`Artikel ${cart}.${index}`, quantity, unit, rates[random(3)], discount);
    }),
  );

  it.each(carts.map((lines, index) => [index, lines] as const))('cart %i passes', async (_, lines) => {
    await expectValid(invoiceUbl(invoiceDocument({ lines })));
  });
});

describe('the Peppol ids of EU buyers', () => {
  it("use only schemes of the rules' electronic address scheme list (BR-CL-25)", () => {
    const cen = readFileSync(join(PEPPOL, 'rules', 'sch', 'CEN-EN16931-UBL.sch'), 'utf8');
    const rule = /<assert id="BR-CL-25"[^>]*test="[^"]*contains\('([0-9A-Z ]+)'/.exec(cen);
    const schemes = new Set(rule?.[1].trim().split(' '));
    expect(schemes.size).toBeGreaterThan(50);
    for (const [prefix, scheme] of Object.entries(VAT_NUMBER_SCHEMES))
      expect([prefix, schemes.has(scheme)]).toEqual([prefix, true]);
    expect(schemes.has('0208')).toBe(true);
  });
});

describe('a generated credit note', () => {
  it('per rate, referencing its invoice, passes', async () => {
    const xml = creditNoteUbl(creditNoteDocument());
    await expectValid(xml);
    expect(xml).toContain('<cbc:ID>2026-000123</cbc:ID>');
    expect(xml.match(/<cac:CreditNoteLine>/g)).toHaveLength(2);
    expect(amountOf(xml, 'TaxInclusiveAmount')).toBe('17.49');
  });

  it('still to be paid back passes with the amount due', async () => {
    const xml = creditNoteUbl(creditNoteDocument({ refunded: false, buyer: DUTCH_BUYER, language: 'en' }));
    await expectValid(xml);
    expect(amountOf(xml, 'PayableAmount')).toBe('17.49');
  });
});

describe('a broken document', () => {
  it('with its total a cent off fails BR-CO-15 and BR-CO-16', async () => {
    const xml = invoiceUbl(invoiceDocument({ payment: { kind: 'counter' } })).replace(
      '<cbc:TaxInclusiveAmount currencyID="EUR">13.50</cbc:TaxInclusiveAmount>',
      '<cbc:TaxInclusiveAmount currencyID="EUR">13.51</cbc:TaxInclusiveAmount>',
    );
    expect(fatalIds(await validator.validate(xml))).toEqual(['BR-CO-15', 'BR-CO-16']);
  });

  // The rate's rule (BR-S-08) allows a euro and the line's price rule (PEPPOL-EN16931-R120) 2 cents:
  // only the sum of the lines is exact.
  it('with a line a cent off fails the sum of the lines, BR-CO-10', async () => {
    const xml = invoiceUbl(invoiceDocument({ lines: [invoiceLine('Broodje kaas', 1, 450, 6)] })).replace(
      /(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">)4\.25(<)/,
      '$14.26$2',
    );
    expect(xml).toContain('4.26');
    expect(fatalIds(await validator.validate(xml))).toEqual(['BR-CO-10']);
  });

  it('without buyer or order reference fails PEPPOL-EN16931-R003', async () => {
    const xml = invoiceUbl(invoiceDocument())
      .replace(/\s*<cbc:BuyerReference>42<\/cbc:BuyerReference>/, '')
      .replace(/\s*<cac:OrderReference>\s*<cbc:ID>42<\/cbc:ID>\s*<\/cac:OrderReference>/, '');
    expect(fatalIds(await validator.validate(xml))).toEqual(['PEPPOL-EN16931-R003']);
  });

  it('to a Belgian enterprise number that fails its check fails PEPPOL-COMMON-R043', async () => {
    const buyer = { ...BELGIAN_BUYER, peppolId: { scheme: '0208', id: '0403123487' } };
    expect(fatalIds(await validator.validate(invoiceUbl(invoiceDocument({ buyer }))))).toEqual([
      'PEPPOL-COMMON-R043',
    ]);
  });
});
