import {
  INVOICE_TEXTS,
  rateAmounts,
  sumCents,
  textsIn,
  ZERO_CENTS,
  type CreditNoteDocument,
} from '@bestelklaar/domain';
import { namespaceAttributes, PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from './ubl-document-header';
import { ublLine } from './ubl-lines';
import { customerParty, supplierParty } from './ubl-parties';
import { paymentTerms } from './ubl-payment';
import { monetaryTotal, taxTotal } from './ubl-totals';
import { CURRENCY } from './ubl-values';
import { element, serializeXml, textElement } from './xml-writer';

/** UNCL 1001 '381': a credit note. */
const CREDIT_NOTE = '381';

/**
 * A refund as a UBL 2.1 CreditNote per Peppol BIS Billing 3.0, referencing the invoice it corrects
 * (BillingReference, BG-3), with one line per VAT rate given back: each rate's gross is split into net
 * and VAT as the invoice's rates are, so the credit note's VAT is the VAT taken back. A refund already
 * made through the payment provider is prepaid: nothing is due.
 */
export function creditNoteUbl(note: CreditNoteDocument): string {
  const texts = textsIn(INVOICE_TEXTS, note.language);
  const rates = [...note.credited]
    .sort((a, b) => a.rate - b.rate)
    .map((credited) => rateAmounts(credited.rate, credited.grossCents));
  const netCents = sumCents(rates.map((rate) => rate.netCents));
  const vatCents = sumCents(rates.map((rate) => rate.vatCents));
  const grossCents = sumCents(rates.map((rate) => rate.grossCents));
  const root = element(
    'CreditNote',
    namespaceAttributes('creditNote'),
    textElement('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
    textElement('cbc:ProfileID', PEPPOL_PROFILE_ID),
    textElement('cbc:ID', note.number),
    textElement('cbc:IssueDate', note.issueDate),
    textElement('cbc:CreditNoteTypeCode', CREDIT_NOTE),
    textElement('cbc:DocumentCurrencyCode', CURRENCY),
    textElement('cbc:BuyerReference', note.orderNumber),
    element('cac:OrderReference', undefined, textElement('cbc:ID', note.orderNumber)),
    element(
      'cac:BillingReference',
      undefined,
      element(
        'cac:InvoiceDocumentReference',
        undefined,
        textElement('cbc:ID', note.invoice.number),
        textElement('cbc:IssueDate', note.invoice.issueDate),
      ),
    ),
    supplierParty(note.seller),
    customerParty(note.buyer),
    paymentTerms(note.refunded ? texts.refunded : texts.toRefund),
    taxTotal(rates, vatCents),
    monetaryTotal(netCents, grossCents, note.refunded ? grossCents : ZERO_CENTS),
    rates.map((rate, index) =>
      ublLine('creditNote', index + 1, {
        name: texts.refundLine(note.orderNumber, rate.rate),
        quantity: 1,
        vatRate: rate.rate,
        amounts: {
          grossCents: rate.grossCents,
          netCents: rate.netCents,
          netUnitPrice: rate.netCents * 100,
          netDiscountCents: ZERO_CENTS,
        },
        discountReason: texts.discount,
      }),
    ),
  );
  return serializeXml(root);
}
