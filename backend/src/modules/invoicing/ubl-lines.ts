import type { InvoiceLineAmounts, VatRate } from '@bestelklaar/domain';
import { vatCategory } from './ubl-totals';
import { amountText, currency, priceText } from './ubl-values';
import { element, textElement, type XmlElement } from './xml-writer';

/** One line (BG-25) of an invoice or a credit note: the two differ only in their element names. */

export interface UblLine {
  name: string;
  quantity: number;
  vatRate: VatRate;
  amounts: InvoiceLineAmounts;
  /** Why the line has its discount; used when the line shows one. */
  discountReason: string;
}

const NAMES = {
  invoice: { line: 'cac:InvoiceLine', quantity: 'cbc:InvoicedQuantity' },
  creditNote: { line: 'cac:CreditNoteLine', quantity: 'cbc:CreditedQuantity' },
} as const;

/** UN/ECE rec. 20 'one': a counted piece, a sandwich or a menu. */
const UNIT = 'C62';

/** UNCL 5189 '95': discount. */
const DISCOUNT_REASON_CODE = '95';

export function ublLine(kind: keyof typeof NAMES, position: number, line: UblLine): XmlElement {
  const names = NAMES[kind];
  const { amounts } = line;
  return element(
    names.line,
    undefined,
    textElement('cbc:ID', String(position)),
    textElement(names.quantity, String(line.quantity), { unitCode: UNIT }),
    textElement('cbc:LineExtensionAmount', amountText(amounts.netCents), currency),
    amounts.netDiscountCents > 0 &&
      element(
        'cac:AllowanceCharge',
        undefined,
        textElement('cbc:ChargeIndicator', 'false'),
        textElement('cbc:AllowanceChargeReasonCode', DISCOUNT_REASON_CODE),
        textElement('cbc:AllowanceChargeReason', line.discountReason),
        textElement('cbc:Amount', amountText(amounts.netDiscountCents), currency),
      ),
    element(
      'cac:Item',
      undefined,
      textElement('cbc:Name', line.name),
      vatCategory('cac:ClassifiedTaxCategory', line.vatRate),
    ),
    element(
      'cac:Price',
      undefined,
      textElement('cbc:PriceAmount', priceText(amounts.netUnitPrice), currency),
    ),
  );
}
