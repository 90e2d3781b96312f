import {
  INVOICE_TEXTS,
  invoiceAmounts,
  textsIn,
  ZERO_CENTS,
  type InvoiceDocument,
} from '@bestelklaar/domain';
import { namespaceAttributes, PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from './ubl-document-header';
import { ublLine } from './ubl-lines';
import { customerParty, supplierParty } from './ubl-parties';
import { paymentMeans, paymentTerms } from './ubl-payment';
import { monetaryTotal, taxTotal } from './ubl-totals';
import { CURRENCY } from './ubl-values';
import { element, serializeXml, textElement } from './xml-writer';

/** UNCL 1001 '380': a commercial invoice. */
const COMMERCIAL_INVOICE = '380';

/**
 * An invoice as a UBL 2.1 Invoice per Peppol BIS Billing 3.0: the order number is the buyer's
 * reference and the order reference (PEPPOL-EN16931-R003), amounts come from `invoiceAmounts`, and an
 * order paid online shows what was paid as prepaid, so nothing is due.
 */
export function invoiceUbl(invoice: InvoiceDocument): string {
  const texts = textsIn(INVOICE_TEXTS, invoice.language);
  const amounts = invoiceAmounts(invoice.lines);
  const paidOnline = invoice.payment.kind === 'online';
  const root = element(
    'Invoice',
    namespaceAttributes('invoice'),
    textElement('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
    textElement('cbc:ProfileID', PEPPOL_PROFILE_ID),
    textElement('cbc:ID', invoice.number),
    textElement('cbc:IssueDate', invoice.issueDate),
    textElement('cbc:InvoiceTypeCode', COMMERCIAL_INVOICE),
    textElement('cbc:DocumentCurrencyCode', CURRENCY),
    textElement('cbc:BuyerReference', invoice.orderNumber),
    element('cac:OrderReference', undefined, textElement('cbc:ID', invoice.orderNumber)),
    supplierParty(invoice.seller),
    customerParty(invoice.buyer),
    paymentMeans(invoice.payment, invoice.orderNumber, texts.paymentMethods),
    paymentTerms(paidOnline ? texts.paidOnline : texts.payAtCounter),
    taxTotal(amounts.rates, amounts.vatCents),
    monetaryTotal(amounts.netCents, amounts.grossCents, paidOnline ? amounts.grossCents : ZERO_CENTS),
    invoice.lines.map((line, index) =>
      ublLine('invoice', index + 1, {
        name: line.name,
        quantity: line.quantity,
        vatRate: line.vatRate,
        amounts: amounts.lines[index],
        discountReason: line.discountReason ?? texts.discount,
      }),
    ),
  );
  return serializeXml(root);
}
