import type { Language } from '../i18n/languages';
import type { Cents } from '../money';
import type { VatRate } from '../pricing/vat-rate';
import type { PeppolId } from './peppol-id';

/**
 * What an invoice or credit note says, before it is written in any format (UBL for Peppol, a PDF).
 * Amounts are as the shop's prices are: VAT included, in cents. The net amounts and the VAT per rate
 * are derived from them (`invoice-amounts.ts`), so every format shows the same numbers.
 */

export interface InvoiceAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'BE'. */
  country: string;
}

/** The shop that sells: its legal details as its settings hold them. */
export interface InvoiceSeller {
  legalName: string;
  address: InvoiceAddress;
  /** 'BE0123456749'. */
  vatNumber: string;
  /** The enterprise number (KBO/BCE), ten digits: '0123456749'. */
  enterpriseNumber: string;
}

/** The business customer. */
export interface InvoiceBuyer {
  companyName: string;
  /** An EU VAT number with its country prefix: 'BE0403123486', 'NL123456789B01'. */
  vatNumber: string;
  address: InvoiceAddress;
  /** Where Peppol delivers to it (`buyerPeppolId`: the enterprise number under 0208 for a Belgian). */
  peppolId: PeppolId;
}

/** One line as it was priced in the order. */
export interface InvoiceLineInput {
  name: string;
  /** A whole number, 1 to 99 (the order's limit). */
  quantity: number;
  /** The unit price before any discount, VAT included. */
  unitPriceCents: Cents;
  vatRate: VatRate;
  /** What a discount took off the whole line, VAT included; 0 without one. */
  discountCents: Cents;
  /** Why, as the customer saw it ('Promo LENTE', '2 + 1 gratis'); required with a discount. */
  discountReason?: string;
}

/** How the order is paid: online through the payment provider before pickup, or at the counter. */
export type InvoicePayment = { kind: 'online'; method: 'card' | 'bancontact' } | { kind: 'counter' };

export interface InvoiceDocument {
  /** The shop's gapless number for the year: '2026-000123'. */
  number: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  /** The order number; it is the buyer's reference too. */
  orderNumber: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: readonly InvoiceLineInput[];
  payment: InvoicePayment;
  /** The order's language: the document's fixed texts are in it. */
  language: Language;
}

/** What a refund gave back under one VAT rate, VAT included. */
export interface CreditedRate {
  rate: VatRate;
  grossCents: Cents;
}

/** A credit note that takes back (part of) an invoice, one line per VAT rate refunded. */
export interface CreditNoteDocument {
  number: string;
  issueDate: string;
  orderNumber: string;
  /** The invoice it corrects. */
  invoice: { number: string; issueDate: string };
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  credited: readonly CreditedRate[];
  /** Whether the money is already given back (a refund through the provider) or still to be paid back. */
  refunded: boolean;
  language: Language;
}
