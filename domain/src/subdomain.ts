import { MESSAGES } from './messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from './parsing';
import { isReservedSubdomain, PRODUCT_SEGMENTS, RESERVED_SEGMENTS } from './reserved-segments';

export { isReservedSubdomain, PRODUCT_SEGMENTS, RESERVED_SEGMENTS };

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;
const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export function isProductSegment(segment: string): boolean {
  return PRODUCT_SEGMENTS.includes(segment.toLowerCase());
}

/** The spec's three rules, in the order the form reports them. */
export function validateSubdomain(value: string): string | undefined {
  if (value.trim() === '') return MESSAGES.subdomainRequired;
  if (value.length < SUBDOMAIN_MIN_LENGTH || value.length > SUBDOMAIN_MAX_LENGTH)
    return MESSAGES.subdomainLength;
  if (!SUBDOMAIN_PATTERN.test(value)) return MESSAGES.subdomainPattern;
  return undefined;
}

/** A chosen subdomain: trimmed, the spec's three rules, and none of the product's own segments. */
export function readSubdomain(value: unknown): FieldResult<string> {
  const subdomain = typeof value === 'string' ? value.trim() : '';
  const problem =
    validateSubdomain(subdomain) ?? (isReservedSubdomain(subdomain) ? MESSAGES.subdomainReserved : undefined);
  return problem ? invalid(problem) : valid(subdomain);
}

/** The launch request, `{ subdomain }`. */
export function parseSubdomain(input: unknown): Parsed<{ subdomain: string }> {
  const { fields, errors } = readBody(input, ['subdomain']);
  return combine({ subdomain: readSubdomain(fields.subdomain) }, errors);
}
