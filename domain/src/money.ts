import { LOCALES, type Language } from './i18n/languages';

/**
 * A whole number of euro cents. The brand keeps euros out: a plain number (such as a euro amount)
 * is not a Cents, and neither is the sum of two Cents, so money is made and added only here.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Refuses anything but a whole number of cents that JavaScript can count exactly. */
export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of cents: ${amount}`);
  // -0 (e.g. -450 × 0) would print as "-0" and differ from 0 under Object.is.
  return (amount === 0 ? 0 : amount) as Cents;
}

export const ZERO_CENTS = cents(0);

/** Rounds to the nearest cent, so 0.1 + 0.2 euros is 30 cents. */
export function centsFromEuros(euros: number): Cents {
  return cents(Math.round(euros * 100));
}

/** Euros for JSON and display: 1999 cents is 19.99. */
export function eurosFromCents(amount: Cents): number {
  return amount / 100;
}

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = ZERO_CENTS;
  for (const amount of amounts) total = addCents(total, amount);
  return total;
}

/** A unit price times a whole quantity. */
export function multiplyCents(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return cents(amount * quantity);
}

/** Whether a euro amount has at most two decimals (after float noise is removed). */
export function hasAtMostTwoDecimals(euros: number): boolean {
  return Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;
}

/**
 * A euro amount as a Belgian reads it, "€ 1.234,50" (exactly what Intl's nl-BE currency format
 * writes). By hand because a browser's first Intl formatter loads its locale data, a long pause
 * on a phone that the shop's page would otherwise spend before it answers a tap.
 */
export function formatEuros(euros: number): string {
  const totalCents = Math.round(Math.abs(euros) * 100);
  const whole = String(Math.floor(totalCents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(totalCents % 100).padStart(2, '0');
  const sign = euros < 0 || Object.is(euros, -0) ? '-' : '';
  return `€\u00a0${sign}${whole},${fraction}`;
}

const surchargeFormats = new Map<Language, Intl.NumberFormat>();

/**
 * An option's extra price as a reader of `language` writes it, "+ € 0,50", "+0,50 €", "+€0.50": the
 * one text of a surcharge in mails, payment pages and the prep list. Dutch keeps the screens' own
 * text (non-breaking spaces keep sign, euro and amount on one line); the others are Intl's, sign shown.
 */
export function formatSurcharge(euros: number, language: Language): string {
  if (language === 'nl') return `+\u00a0${formatEuros(euros)}`;
  let format = surchargeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
      signDisplay: 'always',
    });
    surchargeFormats.set(language, format);
  }
  return format.format(euros);
}

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A euro amount as a reader of `language` in Belgium writes it: "€ 14,50", "14,50 €", "€14.50".
 * Dutch is formatEuros (the very same text, without loading Intl's locale data on a Dutch page),
 * with a refund's or discount's minus before the euro sign as every Dutch screen writes it ("-€ 2,11").
 */
export function formatMoney(euros: number, language: Language): string {
  if (language === 'nl') return euros < 0 ? `-${formatEuros(-euros)}` : formatEuros(euros);
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    moneyFormats.set(language, format);
  }
  return format.format(euros);
}

/**
 * From the cheapest to the dearest, as a reader of `language` writes money: '€ 4,00 – € 12,00',
 * '4,00 € – 12,00 €', '€4.00 – €12.00'; one price alone when both are the same.
 */
export function formatPriceRange(lowest: number, highest: number, language: Language): string {
  return lowest === highest
    ? formatMoney(lowest, language)
    : `${formatMoney(lowest, language)} – ${formatMoney(highest, language)}`;
}
