/**
 * The one e-mail grammar: what a form accepts is what the mailer sends, and the other way round.
 * An address is `local@domain`: the local part a dot-atom (RFC 5322 atext, so o'brien and
 * a.b+tafel pass, plus letters, marks and digits of any script as RFC 6531 allows), the domain
 * dot-separated labels of letters and digits with inner hyphens, ending in a top-level domain of
 * letters (an international domain goes out in punycode). Quoted local parts, comments, address
 * literals, spaces, control characters and line breaks are refused: nothing in an address can
 * reach a mail header or the SMTP envelope as more than one address.
 */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+\\-/=?^_`{|}~]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL_LABEL = /^\p{L}{2,63}$/u;

/** RFC 5321's limits: a path of 254 characters at most, a local part of 64 octets. */
export const EMAIL_ADDRESS_MAX = 254;
const LOCAL_PART_MAX_OCTETS = 64;

const utf8 = new TextEncoder();

export function isMailableAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    at > 0 &&
    utf8.encode(local).length <= LOCAL_PART_MAX_OCTETS &&
    LOCAL_PART.test(local) &&
    isMailDomain(domain)
  );
}

/**
 * Labels joined by dots, the last one letters only. Label by label rather than one pattern over
 * the domain: such a pattern backtracks over every dot of a domain that fails at its end.
 */
function isMailDomain(domain: string): boolean {
  const labels = domain.split('.');
  const topLevel = labels.pop() ?? '';
  return labels.length > 0 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL_LABEL.test(topLevel);
}
