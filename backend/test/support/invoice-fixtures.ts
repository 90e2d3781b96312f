import {
  buyerPeppolId,
  cents,
  type CreditNoteDocument,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLineInput,
  type InvoiceSeller,
  type VatRate,
} from '@bestelklaar/domain';

/** Invoices and credit notes as a shop would issue them, for the document tests. */

export const SELLER: InvoiceSeller = {
  legalName: 'Broodjes Bakkerij BV',
  address: { street: 'Veldstraat 12', postalCode: '9000', city: 'Gent', country: 'BE' },
  vatNumber: 'BE0123456749',
  enterpriseNumber: '0123456749',
};

function buyer(companyName: string, vatNumber: string, address: InvoiceBuyer['address']): InvoiceBuyer {
  const peppolId = buyerPeppolId(vatNumber);
  if (!peppolId) throw new Error(`No Peppol id for ${vatNumber}`);
  return { companyName, vatNumber, address, peppolId };
}

export const BELGIAN_BUYER = buyer('Kantoor & Co NV', 'BE0403123486', {
  street: 'Kortrijksesteenweg 1 <bus 3>',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
});

export const DUTCH_BUYER = buyer('Lunchkantoor B.V.', 'NL123456789B01', {
  street: 'Damrak 1',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  country: 'NL',
});

export function invoiceLine(
  name: string,
  quantity: number,
  unitPriceCents: number,
  vatRate: VatRate,
  discountCents = 0,
): InvoiceLineInput {
  return {
    name,
    quantity,
    unitPriceCents: cents(unitPriceCents),
    vatRate,
    discountCents: cents(discountCents),
    ...(discountCents > 0 ? { discountReason: 'Promo LENTE' } : {}),
  };
}

export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: '2026-000123',
    issueDate: '2026-12-04',
    orderNumber: '42',
    seller: SELLER,
    buyer: BELGIAN_BUYER,
    lines: [invoiceLine('Broodje kaas', 3, 450, 6)],
    payment: { kind: 'online', method: 'bancontact' },
    language: 'nl',
    ...overrides,
  };
}

export function creditNoteDocument(overrides: Partial<CreditNoteDocument> = {}): CreditNoteDocument {
  return {
    number: '2026-000124',
    issueDate: '2026-12-05',
    orderNumber: '42',
    invoice: { number: '2026-000123', issueDate: '2026-12-04' },
    seller: SELLER,
    buyer: BELGIAN_BUYER,
    credited: [
      { rate: 6, grossCents: cents(1350) },
      { rate: 21, grossCents: cents(399) },
    ],
    refunded: true,
    language: 'nl',
    ...overrides,
  };
}
