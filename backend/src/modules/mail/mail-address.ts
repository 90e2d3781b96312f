/**
 * One bare address, nothing a header could be smuggled through: no line breaks, spaces, commas,
 * angle brackets, quotes or semicolons, exactly one @ and a dotted domain.
 */
const SINGLE_ADDRESS = /^[^\s@,;<>()"'\\[\]:]{1,64}@[^\s@,;<>()"'\\[\]:]+\.[^\s@,;<>()"'\\[\]:]+$/;

export function isSingleAddress(value: string): boolean {
  return value.length <= 254 && SINGLE_ADDRESS.test(value);
}

/** Header text on one line: line breaks and other control characters become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
