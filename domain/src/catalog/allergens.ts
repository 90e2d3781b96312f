import { isBlank } from './amounts';
import type { Language } from '../i18n/languages';
import { languageTable, textsIn } from '../i18n/text-tables';
import { failure, invalid, valid, type FieldErrors, type FieldResult, type Parsed } from '../parsing';

/**
 * The 14 allergens EU Regulation 1169/2011 (annex II) obliges a food business to declare, in the
 * regulation's order; every list of codes is kept in this order.
 */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const ALLERGEN_NAMES: Record<AllergenCode, string> = {
  gluten: 'Glutenbevattende granen',
  crustaceans: 'Schaaldieren',
  eggs: 'Eieren',
  fish: 'Vis',
  peanuts: "Pinda's",
  soybeans: 'Soja',
  milk: 'Melk',
  nuts: 'Noten',
  celery: 'Selderij',
  mustard: 'Mosterd',
  sesame: 'Sesamzaad',
  sulphites: 'Zwaveldioxide en sulfieten',
  lupin: 'Lupine',
  molluscs: 'Weekdieren',
};

/**
 * The allergens' names in each language a customer reads, as Regulation (EU) 1169/2011 names them
 * in its French and English versions ('Nuts' being its English short name for tree nuts).
 */
export const ALLERGEN_NAMES_IN = languageTable<Record<AllergenCode, string>>(
  {
    nl: ALLERGEN_NAMES,
    fr: {
      gluten: 'Céréales contenant du gluten',
      crustaceans: 'Crustacés',
      eggs: 'Œufs',
      fish: 'Poissons',
      peanuts: 'Arachides',
      soybeans: 'Soja',
      milk: 'Lait',
      nuts: 'Fruits à coque',
      celery: 'Céleri',
      mustard: 'Moutarde',
      sesame: 'Graines de sésame',
      sulphites: 'Anhydride sulfureux et sulfites',
      lupin: 'Lupin',
      molluscs: 'Mollusques',
    },
    en: {
      gluten: 'Cereals containing gluten',
      crustaceans: 'Crustaceans',
      eggs: 'Eggs',
      fish: 'Fish',
      peanuts: 'Peanuts',
      soybeans: 'Soybeans',
      milk: 'Milk',
      nuts: 'Nuts',
      celery: 'Celery',
      mustard: 'Mustard',
      sesame: 'Sesame seeds',
      sulphites: 'Sulphur dioxide and sulphites',
      lupin: 'Lupin',
      molluscs: 'Molluscs',
    },
  },
  'ALLERGEN_NAMES_IN',
);

export const DIETARY_LABELS = ['vegetarian', 'vegan'] as const;

export type DietaryLabel = (typeof DIETARY_LABELS)[number];

export const DIETARY_NAMES: Record<DietaryLabel, string> = {
  vegetarian: 'Vegetarisch',
  vegan: 'Veganistisch',
};

/** The dietary labels' names in each language a customer reads. */
export const DIETARY_NAMES_IN = languageTable<Record<DietaryLabel, string>>(
  {
    nl: DIETARY_NAMES,
    fr: { vegetarian: 'Végétarien', vegan: 'Végétalien' },
    en: { vegetarian: 'Vegetarian', vegan: 'Vegan' },
  },
  'DIETARY_NAMES_IN',
);

/** What an item contains, what it may contain traces of, and the diets it suits. */
export interface AllergenInfo {
  allergens: AllergenCode[];
  mayContain: AllergenCode[];
  dietary: DietaryLabel[];
}

export const ALLERGEN_FIELDS = ['allergens', 'mayContain', 'dietary'] as const;

/** The Dutch words for allergen information, for every screen and mail alike. */
export const ALLERGEN_TEXTS = {
  contains: 'Bevat',
  mayContain: 'Kan sporen bevatten',
  allergens: 'Allergenen',
  askTheShop: 'Vraag de zaak naar allergenen',
  avoid: 'Allergenen vermijden',
  settings: 'Allergeneninformatie',
} as const;

export const ALLERGEN_MESSAGES = {
  malformedJson: 'De allergenen zijn geen geldige JSON.',
  wrongShape: 'Stuur de allergenen als een lijst van codes.',
  unknownAllergen: (code: string) => `Onbekend allergeen: ${code}.`,
  duplicateAllergen: (name: string) => `${name} staat meer dan één keer in de lijst.`,
  inBothLists: (name: string) =>
    `${name} staat al bij '${ALLERGEN_TEXTS.contains}'; een allergeen kan niet ook bij '${ALLERGEN_TEXTS.mayContain}' staan.`,
  dietaryMalformedJson: 'De dieetlabels zijn geen geldige JSON.',
  dietaryWrongShape: 'Stuur de dieetlabels als een lijst van labels.',
  unknownDietary: (label: string) => `Onbekend dieetlabel: ${label}.`,
  duplicateDietary: (name: string) => `${name} staat meer dan één keer in de lijst.`,
  dietContradicted: (diet: string, allergen: string) => `${diet} kan niet: het bevat ${allergen}.`,
} as const;

/** What an item that suits a diet cannot contain (a choice may still add it: 'Extra kaas' on a vegan burger). */
const NOT_IN_DIET: Record<DietaryLabel, readonly AllergenCode[]> = {
  vegetarian: ['crustaceans', 'fish', 'molluscs'],
  vegan: ['crustaceans', 'eggs', 'fish', 'milk', 'molluscs'],
};

/** Whether an item suits a diet: what is vegan is vegetarian too, labelled so or not. */
export function suitsDiet(dietary: readonly DietaryLabel[], diet: DietaryLabel): boolean {
  return dietary.includes(diet) || (diet === 'vegetarian' && dietary.includes('vegan'));
}

/** Codes in words, for a receipt, a mail or a ticket: 'Glutenbevattende granen, Melk'. */
export function allergenNames(codes: readonly AllergenCode[], language: Language = 'nl'): string {
  return codes.map((code) => textsIn(ALLERGEN_NAMES_IN, language)[code]).join(', ');
}

export function isAllergenCode(value: unknown): value is AllergenCode {
  return (ALLERGEN_CODES as readonly unknown[]).includes(value);
}

export function isDietaryLabel(value: unknown): value is DietaryLabel {
  return (DIETARY_LABELS as readonly unknown[]).includes(value);
}

/** The codes of all lists together, each once, in the regulation's order. */
export function combineAllergens(...lists: readonly (readonly AllergenCode[])[]): AllergenCode[] {
  const present = new Set(lists.flat());
  return ALLERGEN_CODES.filter((code) => present.has(code));
}

/** An ordered line's allergens: the item's with those of every chosen choice (an 'Extra kaas' adds milk). */
export function lineAllergens(
  itemAllergens: readonly AllergenCode[],
  chosenChoices: readonly { allergens?: readonly AllergenCode[] }[],
): AllergenCode[] {
  return combineAllergens(itemAllergens, ...chosenChoices.map((choice) => choice.allergens ?? []));
}

interface ListRules<T extends string> {
  isKnown: (value: unknown) => value is T;
  order: readonly T[];
  names: Record<T, string>;
  malformedJson: string;
  wrongShape: string;
  unknown: (value: string) => string;
  duplicate: (name: string) => string;
}

const ALLERGEN_LIST: ListRules<AllergenCode> = {
  isKnown: isAllergenCode,
  order: ALLERGEN_CODES,
  names: ALLERGEN_NAMES,
  malformedJson: ALLERGEN_MESSAGES.malformedJson,
  wrongShape: ALLERGEN_MESSAGES.wrongShape,
  unknown: ALLERGEN_MESSAGES.unknownAllergen,
  duplicate: ALLERGEN_MESSAGES.duplicateAllergen,
};

const DIETARY_LIST: ListRules<DietaryLabel> = {
  isKnown: isDietaryLabel,
  order: DIETARY_LABELS,
  names: DIETARY_NAMES,
  malformedJson: ALLERGEN_MESSAGES.dietaryMalformedJson,
  wrongShape: ALLERGEN_MESSAGES.dietaryWrongShape,
  unknown: ALLERGEN_MESSAGES.unknownDietary,
  duplicate: ALLERGEN_MESSAGES.duplicateDietary,
};

/** A list of codes as parsed JSON carries it, in canonical order; the message names the first wrong one. */
function readCodes<T extends string>(value: unknown, rules: ListRules<T>): FieldResult<T[]> {
  if (value === undefined || value === null) return valid([]);
  if (!Array.isArray(value)) return invalid(rules.wrongShape);
  const seen = new Set<T>();
  for (const code of value as unknown[]) {
    if (typeof code !== 'string') return invalid(rules.wrongShape);
    if (!rules.isKnown(code)) return invalid(rules.unknown(code.slice(0, 40)));
    if (seen.has(code)) return invalid(rules.duplicate(rules.names[code]));
    seen.add(code);
  }
  return valid(rules.order.filter((code) => seen.has(code)));
}

/** A form field's list: JSON text (as a multipart form sends it) or parsed JSON; blank is none. */
function readListField<T extends string>(input: unknown, rules: ListRules<T>): FieldResult<T[]> {
  if (isBlank(input)) return valid([]);
  if (typeof input !== 'string') return readCodes(input, rules);
  try {
    return readCodes(JSON.parse(input), rules);
  } catch {
    return invalid(rules.malformedJson);
  }
}

/** An option choice's `allergens` inside the options' JSON; left out is none. */
export function readAllergenList(value: unknown): FieldResult<AllergenCode[]> {
  return readCodes(value, ALLERGEN_LIST);
}

/**
 * The three allergen fields of an item form (`allergens`, `mayContain`, `dietary`, JSON text like
 * `productOptions`), each in canonical order; or a Dutch message keyed by the field that is wrong.
 * A code may not be both contained and a trace: the trace list gets the message.
 */
export function readAllergenInfo(fields: Record<string, unknown>): Parsed<AllergenInfo> {
  const allergens = readListField(fields.allergens, ALLERGEN_LIST);
  const mayContain = readListField(fields.mayContain, ALLERGEN_LIST);
  const dietary = readListField(fields.dietary, DIETARY_LIST);
  const errors: FieldErrors = {};
  if (!allergens.ok) errors.allergens = allergens.message;
  if (!mayContain.ok) errors.mayContain = mayContain.message;
  if (!dietary.ok) errors.dietary = dietary.message;
  if (allergens.ok && mayContain.ok) {
    const both = mayContain.value.find((code) => allergens.value.includes(code));
    if (both) errors.mayContain = ALLERGEN_MESSAGES.inBothLists(ALLERGEN_NAMES[both]);
  }
  if (allergens.ok && dietary.ok)
    for (const diet of dietary.value) {
      const contradiction = allergens.value.find((code) => NOT_IN_DIET[diet].includes(code));
      if (contradiction && !errors.dietary)
        errors.dietary = ALLERGEN_MESSAGES.dietContradicted(
          DIETARY_NAMES[diet],
          ALLERGEN_NAMES[contradiction],
        );
    }
  if (!allergens.ok || !mayContain.ok || !dietary.ok || Object.keys(errors).length > 0)
    return failure(errors);
  return valid({ allergens: allergens.value, mayContain: mayContain.value, dietary: dietary.value });
}

/** Whether an item carries any allergen information at all; one without says nothing either way. */
export function hasAllergenInfo(info: AllergenInfo): boolean {
  return info.allergens.length > 0 || info.mayContain.length > 0 || info.dietary.length > 0;
}

/** What a menu's products bring: every code any of them contains, and every trace not contained. */
export interface IncludedAllergens {
  productAllergens: AllergenCode[];
  productMayContain: AllergenCode[];
}

type PartAllergens = Pick<AllergenInfo, 'allergens' | 'mayContain'>;

/** The traces of all parts that no part contains (contained beats "may contain"). */
function tracesBeside(allergens: readonly AllergenCode[], traces: readonly AllergenCode[]): AllergenCode[] {
  return traces.filter((code) => !allergens.includes(code));
}

export function includedAllergens(products: readonly PartAllergens[]): IncludedAllergens {
  const productAllergens = combineAllergens(...products.map((product) => product.allergens));
  const productMayContain = combineAllergens(...products.map((product) => product.mayContain));
  return { productAllergens, productMayContain: tracesBeside(productAllergens, productMayContain) };
}

/**
 * A menu's allergen information: its products' together with its own, derived, so the owner can
 * add to what the products bring but never remove it. Its dietary labels are its own.
 */
export function menuAllergenInfo(own: AllergenInfo, products: readonly PartAllergens[]): AllergenInfo {
  const { productAllergens, productMayContain } = includedAllergens(products);
  const allergens = combineAllergens(productAllergens, own.allergens);
  return {
    allergens,
    mayContain: tracesBeside(allergens, combineAllergens(productMayContain, own.mayContain)),
    dietary: own.dietary,
  };
}

/** What a menu form adds of its own: what it sends beyond its products', so a product's change shows. */
export function ownMenuAllergens(sent: AllergenInfo, products: readonly PartAllergens[]): AllergenInfo {
  const { productAllergens, productMayContain } = includedAllergens(products);
  return {
    allergens: sent.allergens.filter((code) => !productAllergens.includes(code)),
    mayContain: sent.mayContain.filter(
      (code) => !productAllergens.includes(code) && !productMayContain.includes(code),
    ),
    dietary: sent.dietary,
  };
}
