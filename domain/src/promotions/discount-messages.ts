import { SCHEDULING_MESSAGES } from '../scheduling/messages';

/** The discounts' texts: the spec's to the letter, the vacation form's for the dates, ours where the spec shows none. */
export const PROMOTION_MESSAGES = {
  discountRequired: 'Korting is verplicht.',
  discountOutOfRange: 'Voer een getal tussen 0 en 100 in.',
  collectionRequired: 'Selecteer een collectie.',
  selectionRequired: 'Selecteer minstens één product of menu.',
  discountTypeInvalid: 'Kies het soort korting: product/menu, collectie of hele webshop.',
  startDateRequired: SCHEDULING_MESSAGES.vacationStartRequired,
  startDateInPast: SCHEDULING_MESSAGES.vacationStartInPast,
  endDateRequired: SCHEDULING_MESSAGES.vacationEndRequired,
  endDateNotAfterStart: SCHEDULING_MESSAGES.vacationEndNotAfterStart,
  invalidDate: SCHEDULING_MESSAGES.invalidDate,
  tooManyProducts: (n: number) => `Selecteer hoogstens ${n} producten.`,
  tooManyMenus: (n: number) => `Selecteer hoogstens ${n} menu’s.`,
  discountNotFound: 'Deze korting bestaat niet (meer).',
  productNotFound: 'Een van de gekozen producten bestaat niet (meer).',
  menuNotFound: 'Een van de gekozen menu’s bestaat niet (meer).',
  collectionNotFound: 'De gekozen collectie bestaat niet (meer).',
} as const;

/** The whole-shop discount's description when the owner gives none (the spec's default). */
export const DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION = 'Korting op de hele webshop';

/** Upper bounds the spec does not set: enough for any shop, small enough to keep requests sane. */
export const DISCOUNT_LIMITS = {
  descriptionMax: 200,
  /** Products, and menus, one product/menu discount may name; a whole range is a collection discount. */
  itemsMax: 1000,
} as const;
