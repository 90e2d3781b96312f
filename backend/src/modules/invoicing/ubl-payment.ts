import type { InvoicePayment } from '@bestelklaar/domain';
import { element, textElement, type XmlElement } from './xml-writer';

/**
 * PaymentMeans (BG-16) and PaymentTerms (BT-20). Online payments are card payments to Peppol (UNCL 4461
 * code 48, the brand as its text; no card number, BR-51); at the counter the way is not known yet
 * (code 1, 'instrument not defined'), and the terms say when it is due (BR-CO-25 wants them when an
 * amount is due).
 */

/** How the document names each way of paying (BT-82), in its language. */
export type PaymentMethodNames = Record<'card' | 'bancontact' | 'counter', string>;

export function paymentMeans(
  payment: InvoicePayment,
  orderNumber: string,
  names: PaymentMethodNames,
): XmlElement {
  const code =
    payment.kind === 'online'
      ? textElement('cbc:PaymentMeansCode', '48', { name: names[payment.method] })
      : textElement('cbc:PaymentMeansCode', '1', { name: names.counter });
  return element('cac:PaymentMeans', undefined, code, textElement('cbc:PaymentID', orderNumber));
}

export function paymentTerms(note: string): XmlElement {
  return element('cac:PaymentTerms', undefined, textElement('cbc:Note', note));
}
