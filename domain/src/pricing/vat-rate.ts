import { isBlank, readWholeNumber } from '../catalog/amounts';
import { invalid, valid, type FieldResult } from '../parsing';

/**
 * Belgian VAT rates an owner can give a product or menu, in percent: 6 % is the spec's rate,
 * 12 % most take-away meals since 1 March 2026, 21 % alcohol.
 */
export type VatRate = 6 | 12 | 21;

export const VAT_RATES: readonly VatRate[] = [6, 12, 21];
export const DEFAULT_VAT_RATE: VatRate = 6;

export const VAT_MESSAGES = {
  vatRateInvalid: 'Kies een BTW-tarief: 6 %, 12 % of 21 %.',
} as const;

export function isVatRate(value: unknown): value is VatRate {
  return VAT_RATES.includes(value as VatRate);
}

/** A VAT rate from a form or JSON (number or numeric text); blank means the default, 6 %. */
export function readVatRate(value: unknown): FieldResult<VatRate> {
  if (isBlank(value)) return valid(DEFAULT_VAT_RATE);
  const rate = readWholeNumber(value);
  return isVatRate(rate) ? valid(rate) : invalid(VAT_MESSAGES.vatRateInvalid);
}
