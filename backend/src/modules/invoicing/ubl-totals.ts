import type { Cents, RateAmounts } from '@bestelklaar/domain';
import { amountText, currency, percentText } from './ubl-values';
import { element, textElement, type XmlElement } from './xml-writer';

/** A VAT category (standard rate 'S', the only one the shops' rates 6, 12 and 21 % use). */
export function vatCategory(name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', rate: number): XmlElement {
  return element(
    name,
    undefined,
    textElement('cbc:ID', 'S'),
    textElement('cbc:Percent', percentText(rate)),
    element('cac:TaxScheme', undefined, textElement('cbc:ID', 'VAT')),
  );
}

/** TaxTotal (BT-110) with one breakdown (BG-23) per rate. */
export function taxTotal(rates: readonly RateAmounts[], vatCents: Cents): XmlElement {
  return element(
    'cac:TaxTotal',
    undefined,
    textElement('cbc:TaxAmount', amountText(vatCents), currency),
    rates.map((rate) =>
      element(
        'cac:TaxSubtotal',
        undefined,
        textElement('cbc:TaxableAmount', amountText(rate.netCents), currency),
        textElement('cbc:TaxAmount', amountText(rate.vatCents), currency),
        vatCategory('cac:TaxCategory', rate.rate),
      ),
    ),
  );
}

/**
 * LegalMonetaryTotal (BG-22). Discounts are line allowances, so there are no document allowances and
 * the total without VAT is the sum of the lines. What was paid already is the prepaid amount (BT-113),
 * which leaves 0 due.
 */
export function monetaryTotal(netCents: Cents, grossCents: Cents, paidCents: Cents): XmlElement {
  return element(
    'cac:LegalMonetaryTotal',
    undefined,
    textElement('cbc:LineExtensionAmount', amountText(netCents), currency),
    textElement('cbc:TaxExclusiveAmount', amountText(netCents), currency),
    textElement('cbc:TaxInclusiveAmount', amountText(grossCents), currency),
    paidCents > 0 && textElement('cbc:PrepaidAmount', amountText(paidCents), currency),
    textElement('cbc:PayableAmount', amountText((grossCents - paidCents) as Cents), currency),
  );
}
