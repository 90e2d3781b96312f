import { CATALOG_MESSAGES } from '../catalog/catalog-messages';
import { SELECTION_MESSAGES } from '../catalog/item-price';
import { MESSAGES } from '../messages';
import { ORDER_LIMITS, ORDER_MESSAGES } from '../ordering/order-messages';
import { vatLabel } from '../pricing/vat-labels';
import { DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION } from '../promotions/discount-messages';
import { SCHEDULING_MESSAGES } from '../scheduling/messages';
import { formatMoney } from '../money';
import { LANGUAGE_QUERY_MESSAGES } from './language-query';
import { LOCALES, type Language, type TranslationLanguage } from './languages';
import { reportUntranslated } from './text-tables';

type DutchMessage = string | ((...parameters: never[]) => string);

/**
 * A Dutch message's French and English. A parameterised one gets its parameters as the Dutch text
 * wrote them (the server translates a finished message, so it only has the text).
 */
type Translation<Dutch> = Dutch extends (...parameters: infer Parameters) => string
  ? Record<TranslationLanguage, (...parameters: { [Index in keyof Parameters]: string }) => string>
  : Record<TranslationLanguage, string>;

/** Every message of a Dutch message object, translated: one missing fails typecheck. */
export type Translations<Messages> = { readonly [Key in keyof Messages]: Translation<Messages[Key]> };

const euros = (amountCents: number, language: Language) => formatMoney(amountCents / 100, language);

const ORDER: Translations<typeof ORDER_MESSAGES> = {
  chooseDay: { fr: 'Choisissez un jour', en: 'Choose a day' },
  chooseSlot: { fr: 'Choisissez une heure de retrait valable', en: 'Select a valid pickup time' },
  placed: { fr: 'Commande passée avec succès\u00a0!', en: 'Order placed successfully!' },
  placedTitle: { fr: 'C’est fait\u00a0!', en: 'Done!' },
  failed: { fr: 'Un problème est survenu.', en: 'Something went wrong.' },
  pricesChanged: {
    fr: 'Les prix de votre panier ont changé. Vérifiez votre commande.',
    en: 'The prices in your basket have changed. Please check your order.',
  },
  slotFull: {
    fr: 'Cette heure de retrait est complète. Choisissez-en une autre.',
    en: 'This pickup time is fully booked. Please choose another one.',
  },
  paymentUnavailable: {
    fr: 'Le paiement est impossible pour le moment. Réessayez plus tard.',
    en: 'Payment is not possible right now. Please try again later.',
  },
  shopCannotTakePayments: {
    fr: 'Ce commerce ne peut pas encore recevoir de paiements en ligne.',
    en: 'This shop cannot take online payments yet.',
  },
  orderNotFound: { fr: 'Cette commande n’existe pas.', en: 'This order does not exist.' },
  fullSlotLabel: { fr: 'complet', en: 'full' },
  phoneInvalid: {
    fr: 'Saisissez un numéro de GSM valable de Belgique, des Pays-Bas, de France, d’Allemagne ou du Luxembourg',
    en: 'Enter a valid mobile number from Belgium, the Netherlands, France, Germany or Luxembourg',
  },
  cartEmpty: { fr: 'Votre panier est vide.', en: 'Your basket is empty.' },
  languageInvalid: {
    fr: 'Choisissez le néerlandais (nl), le français (fr) ou l’anglais (en).',
    en: 'Choose Dutch (nl), French (fr) or English (en).',
  },
  tooManyLines: {
    fr: (max) => `Une commande peut compter au maximum ${max} lignes.`,
    en: (max) => `An order can have at most ${max} lines.`,
  },
  quantityInvalid: {
    fr: (max) => `Choisissez une quantité de 1 à ${max}.`,
    en: (max) => `Choose a quantity from 1 to ${max}.`,
  },
  itemUnknown: {
    fr: 'Cet article n’existe pas (ou plus) dans ce commerce.',
    en: 'This item is not (or no longer) on this shop’s menu.',
  },
  itemTypeInvalid: { fr: 'Choisissez un produit ou un menu.', en: 'Choose a product or a menu.' },
  priceInvalid: { fr: 'Prix non valable.', en: 'Invalid price.' },
  optionsInvalid: { fr: 'Choix d’options non valable.', en: 'Invalid choice of options.' },
  tooManyOrdersFromClient: {
    fr: 'Vous avez passé trop de commandes d’affilée. Réessayez dans une minute.',
    en: 'You have placed too many orders in a row. Please try again in a minute.',
  },
  notSeenInTime: {
    fr: 'Le commerce n’a pas confirmé votre commande à temps',
    en: 'The shop did not confirm your order in time',
  },
  goneWhilePaying: {
    fr: 'Pendant votre paiement, d’autres ont commandé le dernier de votre créneau ou d’un article. Vous êtes remboursé intégralement.',
    en: 'While you were paying, others ordered the last of your time slot or of an item. You get your full amount back.',
  },
  nothingToPay: {
    fr: `Une commande de ${euros(0, 'fr')} ne peut pas être payée en ligne.`,
    en: `An order of ${euros(0, 'en')} cannot be paid online.`,
  },
  totalTooLow: {
    fr: `Un paiement en ligne doit être d’au moins ${euros(ORDER_LIMITS.minTotalCents, 'fr')}.`,
    en: `An online payment must be at least ${euros(ORDER_LIMITS.minTotalCents, 'en')}.`,
  },
  totalTooHigh: {
    fr: `Une commande payée en ligne ne peut pas dépasser ${euros(ORDER_LIMITS.maxTotalCents, 'fr')}.`,
    en: `An order paid online cannot cost more than ${euros(ORDER_LIMITS.maxTotalCents, 'en')}.`,
  },
  daysOutOfRange: {
    fr: (max) => `Choisissez une période de 1 à ${max} jours.`,
    en: (max) => `Choose a period of 1 to ${max} days.`,
  },
  dayTooFarAhead: {
    fr: 'Il n’est pas encore possible de commander aussi longtemps à l’avance. Choisissez un jour dans le calendrier.',
    en: 'You cannot order that far ahead yet. Choose a day in the calendar.',
  },
  onlyLeft: {
    fr: (left, name) => `${name}\u00a0: plus que ${left} ${frenchPlural(left, 'disponible', 'disponibles')}.`,
    en: (left, name) => `Only ${left} of ${name} left.`,
  },
  soldOut: { fr: (name) => `Épuisé\u00a0: ${name}.`, en: (name) => `${name} is sold out.` },
  orderingPaused: {
    fr: (time) => `Nous ne prenons momentanément plus de commandes. Réessayez après ${time}.`,
    en: (time) => `We are not taking orders for the moment. Please try again after ${time}.`,
  },
  pauseChoice: {
    fr: 'Choisissez 15, 30 ou 60 minutes, ou le reste de la journée.',
    en: 'Choose 15, 30 or 60 minutes, or the rest of the day.',
  },
  busyChoice: { fr: 'Choisissez 15, 30 ou 60 minutes.', en: 'Choose 15, 30 or 60 minutes.' },
  choiceUnavailable: {
    fr: (item, choice) => `${item}\u00a0: ${choice} n’est pas disponible.`,
    en: (item, choice) => `${item}: ${choice} is not available.`,
  },
  customerCancelOff: {
    fr: 'Ce commerce ne permet pas d’annuler vous-même votre commande. Contactez le commerce.',
    en: 'This shop does not let you cancel your order yourself. Please contact the shop.',
  },
  customerCancelTooLate: {
    fr: (hours) =>
      `Vous pouvez annuler vous-même votre commande jusqu’à ${hours} heures avant le retrait. Contactez le commerce.`,
    en: (hours) =>
      `You can cancel your order yourself until ${hours} hours before pickup. Please contact the shop.`,
  },
  customerCancelNotPossible: {
    fr: 'Cette commande ne peut plus être annulée.',
    en: 'This order can no longer be cancelled.',
  },
  customerCancelReason: { fr: 'Annulée par le client', en: 'Cancelled by the customer' },
  tooManyUnpaidOrders: {
    fr: (max) =>
      `Vous avez déjà ${max} commandes non payées dans ce commerce. Terminez d’abord leur paiement, ou annulez-les dans la boutique en ligne\u00a0; une commande non payée expire après ${ORDER_LIMITS.paymentWindowMinutes} minutes.`,
    en: (max) =>
      `You already have ${max} unpaid orders at this shop. Finish paying for them first, or cancel them in the webshop; an unpaid order lapses after ${ORDER_LIMITS.paymentWindowMinutes} minutes.`,
  },
};

function frenchPlural(count: string, one: string, other: string): string {
  return new Intl.PluralRules(LOCALES.fr).select(Number(count)) === 'one' ? one : other;
}

/** The generic messages a customer's request can get (the rest of MESSAGES is the dashboard's). */
const CUSTOMER_GENERIC_MESSAGES = {
  required: MESSAGES.required,
  email: MESSAGES.email,
  minLength: MESSAGES.minLength,
  maxLength: MESSAGES.maxLength,
  tooManyRequests: MESSAGES.tooManyRequests,
  unauthorized: MESSAGES.unauthorized,
  notFound: MESSAGES.notFound,
  roleRefused: MESSAGES.roleRefused,
  malformedJson: MESSAGES.malformedJson,
  unknownField: MESSAGES.unknownField,
  wrongType: MESSAGES.wrongType,
  payloadTooLarge: MESSAGES.payloadTooLarge,
  invalidCharacters: MESSAGES.invalidCharacters,
  bodyEncodingMismatch: MESSAGES.bodyEncodingMismatch,
  unsupportedEncoding: MESSAGES.unsupportedEncoding,
  nestedTooDeeply: MESSAGES.nestedTooDeeply,
  repeatedParameter: MESSAGES.repeatedParameter,
  internal: MESSAGES.internal,
  databaseUnavailable: MESSAGES.databaseUnavailable,
} as const;

const GENERIC: Translations<typeof CUSTOMER_GENERIC_MESSAGES> = {
  required: { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  email: { fr: 'Saisissez une adresse e-mail valable', en: 'Enter a valid email address' },
  minLength: {
    fr: (n) => `Doit compter au moins ${n} caractères`,
    en: (n) => `Must be at least ${n} characters long`,
  },
  maxLength: {
    fr: (n) => `Ne peut pas dépasser ${n} caractères`,
    en: (n) => `Must not be longer than ${n} characters`,
  },
  tooManyRequests: {
    fr: 'Trop de demandes. Réessayez plus tard.',
    en: 'Too many requests. Please try again later.',
  },
  unauthorized: {
    fr: 'Votre session a expiré ou n’est pas valable. Reconnectez-vous.',
    en: 'Your session has expired or is not valid. Please log in again.',
  },
  notFound: { fr: 'Introuvable.', en: 'Not found.' },
  roleRefused: { fr: 'Votre rôle ne le permet pas.', en: 'Your role does not allow this.' },
  malformedJson: {
    fr: 'La demande ne contient pas de JSON valable.',
    en: 'The request does not contain valid JSON.',
  },
  unknownField: {
    fr: (field) => `Champ inconnu\u00a0: ${field}.`,
    en: (field) => `Unknown field: ${field}.`,
  },
  wrongType: { fr: 'Valeur non valable.', en: 'Invalid value.' },
  payloadTooLarge: { fr: 'La demande est trop volumineuse.', en: 'The request is too large.' },
  invalidCharacters: {
    fr: 'Ce texte contient des caractères non valables.',
    en: 'This text contains invalid characters.',
  },
  bodyEncodingMismatch: {
    fr: 'Impossible de décompresser la demande\u00a0: son contenu ne correspond pas au Content-Encoding.',
    en: 'The request could not be unpacked: its content does not match the Content-Encoding.',
  },
  unsupportedEncoding: {
    fr: 'Ce Content-Encoding n’est pas pris en charge. Envoyez la demande sans compression.',
    en: 'This Content-Encoding is not supported. Send the request uncompressed.',
  },
  nestedTooDeeply: {
    fr: 'La demande est imbriquée trop profondément.',
    en: 'The request is nested too deeply.',
  },
  repeatedParameter: {
    fr: (name) => `Le paramètre ${name} ne peut figurer qu’une seule fois.`,
    en: (name) => `The parameter ${name} may appear only once.`,
  },
  internal: {
    fr: 'Un problème est survenu. Réessayez plus tard.',
    en: 'Something went wrong. Please try again later.',
  },
  databaseUnavailable: {
    fr: 'La base de données est injoignable.',
    en: 'The database cannot be reached.',
  },
};

/** The pickup-day texts a customer's order or slot read can get. */
const CUSTOMER_SCHEDULING_MESSAGES = {
  chooseDay: SCHEDULING_MESSAGES.chooseDay,
  chooseTimeSlot: SCHEDULING_MESSAGES.chooseTimeSlot,
  invalidDate: SCHEDULING_MESSAGES.invalidDate,
} as const;

const SCHEDULING: Translations<typeof CUSTOMER_SCHEDULING_MESSAGES> = {
  chooseDay: ORDER.chooseDay,
  chooseTimeSlot: ORDER.chooseSlot,
  invalidDate: { fr: 'Saisissez une date valable.', en: 'Enter a valid date.' },
};

const SELECTION: Translations<typeof SELECTION_MESSAGES> = {
  unknownOption: { fr: 'Cette option n’existe pas (ou plus).', en: 'This option does not exist (any more).' },
  textInvalid: {
    fr: (optionName) => `Saisissez un texte pour ${optionName}.`,
    en: (optionName) => `Enter a text for ${optionName}.`,
  },
  textTooLong: {
    fr: (max, optionName) => `${optionName} ne peut pas dépasser ${max} caractères.`,
    en: (max, optionName) => `${optionName} must not be longer than ${max} characters.`,
  },
};

/** The option texts an order's selection can get (the rest of CATALOG_MESSAGES is the dashboard's). */
const CUSTOMER_OPTION_MESSAGES = {
  tooManySelections: CATALOG_MESSAGES.tooManySelections,
  requiredOptionsMissing: CATALOG_MESSAGES.requiredOptionsMissing,
  unknownChoice: CATALOG_MESSAGES.unknownChoice,
} as const;

const OPTIONS: Translations<typeof CUSTOMER_OPTION_MESSAGES> = {
  tooManySelections: {
    fr: (n, optionName) => `Vous pouvez faire au maximum ${n} choix pour ${optionName}`,
    en: (n, optionName) => `You can make at most ${n} choices for ${optionName}`,
  },
  requiredOptionsMissing: {
    fr: 'Remplissez toutes les options obligatoires',
    en: 'Fill in all the required options',
  },
  unknownChoice: {
    fr: (optionName) => `Ce choix n’existe pas (ou plus) pour ${optionName}.`,
    en: (optionName) => `This choice does not exist (any more) for ${optionName}.`,
  },
};

/** The promotion text a customer reads: a whole-shop discount's description when its owner wrote none. */
const CUSTOMER_PROMOTION_MESSAGES = {
  webshopDiscountDescription: DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION,
} as const;

const PROMOTIONS: Translations<typeof CUSTOMER_PROMOTION_MESSAGES> = {
  webshopDiscountDescription: { fr: 'Réduction sur toute la boutique', en: 'Discount on the whole shop' },
};

/** The labels of the totals (totalsRows): the cart, the order page and the mails show them. */
const CUSTOMER_TOTALS_LABELS = {
  subtotal: 'Subtotaal',
  vat: vatLabel,
  discount: 'Korting',
  total: 'Totaal',
} as const;

const TOTALS: Translations<typeof CUSTOMER_TOTALS_LABELS> = {
  subtotal: { fr: 'Sous-total', en: 'Subtotal' },
  vat: { fr: (rate) => `TVA (${rate}\u00a0%)`, en: (rate) => `VAT (${rate}%)` },
  discount: { fr: 'Réduction', en: 'Discount' },
  total: { fr: 'Total', en: 'Total' },
};

const LANGUAGE_QUERY: Translations<typeof LANGUAGE_QUERY_MESSAGES> = {
  unknownLanguage: {
    fr: 'Langue inconnue\u00a0: choisissez nl, fr ou en.',
    en: 'Unknown language: choose nl, fr or en.',
  },
};

/** Each customer-facing Dutch message object beside its translations; the test walks these. */
export const CUSTOMER_MESSAGE_CATALOGUES = [
  { dutch: ORDER_MESSAGES, translations: ORDER },
  { dutch: CUSTOMER_GENERIC_MESSAGES, translations: GENERIC },
  { dutch: CUSTOMER_SCHEDULING_MESSAGES, translations: SCHEDULING },
  { dutch: SELECTION_MESSAGES, translations: SELECTION },
  { dutch: CUSTOMER_OPTION_MESSAGES, translations: OPTIONS },
  { dutch: CUSTOMER_PROMOTION_MESSAGES, translations: PROMOTIONS },
  { dutch: CUSTOMER_TOTALS_LABELS, translations: TOTALS },
  { dutch: LANGUAGE_QUERY_MESSAGES, translations: LANGUAGE_QUERY },
] as const;

type Translate = (parameters: string[], language: TranslationLanguage) => string;

/** A parameterised message, recognised by its Dutch text with the parameters left open. */
interface MessagePattern {
  dutch: RegExp;
  /** Which parameter each of the pattern's groups holds (a text may name them in another order). */
  parameterOfGroup: number[];
  translate: Translate;
}

/** Stand-ins no real parameter holds (private-use characters), to see where the Dutch text puts each one. */
const placeholder = (index: number) => `\uE000${index}\uE001`;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

function patternOf(dutch: (...parameters: string[]) => string, translate: Translate): MessagePattern {
  const text = dutch(...Array.from({ length: dutch.length }, (_, index) => placeholder(index)));
  const parameterOfGroup = [...text.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
  const source = text
    .split(PLACEHOLDER)
    .map((piece, index) => (index % 2 === 1 ? '([\\s\\S]+?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { dutch: new RegExp(`^${source}$`), parameterOfGroup, translate };
}

function buildLookup() {
  const fixed = new Map<string, Record<TranslationLanguage, string>>();
  const patterns: MessagePattern[] = [];
  for (const { dutch, translations } of CUSTOMER_MESSAGE_CATALOGUES) {
    const pairs = Object.entries(dutch) as [string, DutchMessage][];
    const translated = translations as Record<string, Translation<DutchMessage>>;
    for (const [key, message] of pairs) {
      const translation = translated[key];
      if (typeof message === 'string') {
        if (!fixed.has(message)) fixed.set(message, translation as Record<TranslationLanguage, string>);
        continue;
      }
      const byLanguage = translation as Record<TranslationLanguage, (...parameters: string[]) => string>;
      patterns.push(
        patternOf(message as (...parameters: string[]) => string, (parameters, language) =>
          byLanguage[language](...parameters),
        ),
      );
    }
  }
  return { fixed, patterns };
}

let lookup: ReturnType<typeof buildLookup> | undefined;

/**
 * A customer-facing Dutch message in the customer's language. One the catalogue does not hold stays
 * Dutch and is reported as untranslated (`onUntranslated`): a customer would read it in Dutch.
 */
export function translateMessage(dutch: string, language: Language): string {
  if (language === 'nl') return dutch;
  const translated = knownTranslation(dutch, language);
  if (translated !== undefined) return translated;
  reportUntranslated(dutch, language);
  return dutch;
}

/**
 * The catalogue's translation of a Dutch message, or undefined when it has none: for a text that
 * may be the owner's own words (a discount's description) rather than a message of ours.
 */
export function knownTranslation(dutch: string, language: Language): string | undefined {
  if (language === 'nl') return dutch;
  lookup ??= buildLookup();
  const fixed = lookup.fixed.get(dutch);
  if (fixed) return fixed[language];
  for (const pattern of lookup.patterns) {
    const match = pattern.dutch.exec(dutch);
    if (!match) continue;
    const parameters: string[] = [];
    pattern.parameterOfGroup.forEach((parameter, group) => {
      parameters[parameter] = match[group + 1];
    });
    return pattern.translate(parameters, language);
  }
  return undefined;
}
