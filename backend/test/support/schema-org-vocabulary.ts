/**
 * The part of schema.org's vocabulary (release 28.1) the shop pages use, derived from its
 * definitions: each type with the types it is a subclass of, each property with the types it is
 * defined on (domainIncludes), each enumeration member we name. A term outside it, or a property
 * on a type that does not have it, is a mistake search engines would drop.
 */
const SCHEMA = 'http://schema.org/';

const SUPERTYPES: Record<string, readonly string[]> = {
  Thing: [],
  Organization: ['Thing'],
  Place: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  FoodEstablishment: ['LocalBusiness'],
  Restaurant: ['FoodEstablishment'],
  CreativeWork: ['Thing'],
  Menu: ['CreativeWork'],
  MenuSection: ['CreativeWork'],
  Intangible: ['Thing'],
  MenuItem: ['Intangible'],
  Offer: ['Intangible'],
  StructuredValue: ['Intangible'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  OpeningHoursSpecification: ['StructuredValue'],
};

const DEFINED_ON: Record<string, readonly string[]> = {
  name: ['Thing'],
  description: ['Thing'],
  url: ['Thing'],
  image: ['Thing'],
  sameAs: ['Thing'],
  logo: ['Organization', 'Place'],
  address: ['Organization', 'Place'],
  telephone: ['Organization', 'Place', 'ContactPoint'],
  email: ['Organization', 'ContactPoint'],
  openingHoursSpecification: ['Place'],
  priceRange: ['LocalBusiness'],
  acceptsReservations: ['FoodEstablishment'],
  hasMenu: ['FoodEstablishment'],
  hasMenuSection: ['Menu', 'MenuSection'],
  hasMenuItem: ['Menu', 'MenuSection'],
  offers: ['MenuItem'],
  suitableForDiet: ['MenuItem'],
  price: ['Offer'],
  priceCurrency: ['Offer'],
  streetAddress: ['PostalAddress'],
  postalCode: ['PostalAddress'],
  addressLocality: ['PostalAddress'],
  addressCountry: ['PostalAddress'],
  dayOfWeek: ['OpeningHoursSpecification'],
  opens: ['OpeningHoursSpecification'],
  closes: ['OpeningHoursSpecification'],
};

/** Properties whose value names an enumeration member, with the members there are. */
const MEMBERS: Record<string, readonly string[]> = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  suitableForDiet: [
    'DiabeticDiet',
    'GlutenFreeDiet',
    'HalalDiet',
    'HinduDiet',
    'KosherDiet',
    'LowCalorieDiet',
    'LowFatDiet',
    'LowLactoseDiet',
    'LowSaltDiet',
    'VeganDiet',
    'VegetarianDiet',
  ],
};

/**
 * Enough of schema.org's JSON-LD context to read our data as its own context does: its @vocab, and
 * the properties that point at a thing (a URL, an enumeration member) rather than hold text.
 */
export const SCHEMA_ORG_CONTEXT = {
  '@context': {
    '@vocab': SCHEMA,
    schema: SCHEMA,
    ...Object.fromEntries(
      ['url', 'image', 'sameAs', 'logo', 'dayOfWeek', 'suitableForDiet'].map((term) => [
        term,
        { '@id': `schema:${term}`, '@type': '@id' },
      ]),
    ),
  },
};

function typeAndAncestors(type: string): string[] {
  return [type, ...(SUPERTYPES[type] ?? []).flatMap(typeAndAncestors)];
}

/** A schema.org term of an expanded IRI (http or https), or undefined for anything else. */
function termOf(iri: string): string | undefined {
  const match = /^https?:\/\/schema\.org\/(\w+)$/.exec(iri);
  return match?.[1];
}

type ExpandedNode = Record<string, unknown>;

/** What in jsonld's expanded form is not schema.org as this vocabulary has it; [] when all is. */
export function schemaOrgViolations(expanded: readonly object[]): string[] {
  const violations: string[] = [];
  const visit = (node: ExpandedNode, path: string) => {
    const types = ((node['@type'] as string[] | undefined) ?? []).map((iri) => termOf(iri) ?? iri);
    if (types.length !== 1) violations.push(`${path}: één @type verwacht, niet ${JSON.stringify(types)}`);
    const type = types[0] ?? '';
    if (!(type in SUPERTYPES)) violations.push(`${path}: onbekend type ${type}`);
    const has = new Set(typeAndAncestors(type));
    for (const [key, values] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      const property = termOf(key);
      const domains = property === undefined ? undefined : DEFINED_ON[property];
      if (!property || !domains) {
        violations.push(`${path}: onbekende eigenschap ${key}`);
        continue;
      }
      if (!domains.some((domain) => has.has(domain)))
        violations.push(`${path}: ${type} heeft geen ${property}`);
      for (const [index, value] of (values as ExpandedNode[]).entries()) {
        const at = `${path}.${property}[${index}]`;
        if ('@type' in value) visit(value, at);
        else if ('@id' in value) {
          const member = termOf(String(value['@id']));
          if (MEMBERS[property] && !(member && MEMBERS[property].includes(member)))
            violations.push(`${at}: ${String(value['@id'])} is geen waarde van ${property}`);
        } else if (!('@value' in value)) violations.push(`${at}: onverwachte waarde`);
      }
    }
  };
  expanded.forEach((node, index) => visit(node as ExpandedNode, `[${index}]`));
  return violations;
}
