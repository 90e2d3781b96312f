import iconv from 'iconv-lite';
import type { TicketLine } from './ticket';

/**
 * The ticket in the media types the server offers a CloudPRNT printer, best first. Star's command
 * modes (StarPRNT on the mC-Print and TSP100IV, Star Line Mode on printers behind an HI01X
 * interface) share the few commands used here, so one encoder writes both; every printer takes
 * text/plain, without emphasis.
 */
export const TICKET_MEDIA_TYPES = [
  'application/vnd.star.starprnt',
  'application/vnd.star.line',
  'text/plain',
] as const;
export type TicketMediaType = (typeof TICKET_MEDIA_TYPES)[number];

export function isTicketMediaType(type: string): type is TicketMediaType {
  return (TICKET_MEDIA_TYPES as readonly string[]).includes(type);
}

/**
 * Code page 858 (code page 850 with the euro sign at 0xD5): every letter of Dutch, French and
 * German and the euro. The command modes select it themselves (ESC GS t 4); text/plain is printed in
 * the printer's default code page, which must be set to 858 (Star's setting 'Code Page 858').
 */
export const TICKET_CODE_PAGE = 'cp858';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

const INITIALISE = [ESC, 0x40];
/** ESC GS t n: the character code table; 4 is code page 858 in Star Line Mode and StarPRNT. */
const CODE_PAGE_858 = [ESC, GS, 0x74, 4];
const BOLD_ON = [ESC, 0x45];
const BOLD_OFF = [ESC, 0x46];
/** ESC i n1 n2: character height and width expansion (0 = normal, 1 = double). */
const LARGE_ON = [ESC, 0x69, 1, 1];
const LARGE_OFF = [ESC, 0x69, 0, 0];
/** ESC GS a n: alignment, 0 left, 1 centre. */
const align = (centre: boolean) => [ESC, GS, 0x61, centre ? 1 : 0];
/** ESC d 3: feed to the cutter and cut partially. */
const FEED_AND_CUT = [ESC, 0x64, 3];

/** In the code page; a no-break space (the euro amounts have one) prints as a plain one. */
const text = (value: string) => iconv.encode(value.replace(/\u00a0/g, ' '), TICKET_CODE_PAGE);

/** Plain text in code page 858: each copy starts with empty lines, copies apart by a row of dashes. */
export function plainTicket(lines: readonly TicketLine[], copies: number, width: number): Buffer {
  const one = lines.map((line) => (line.align === 'center' ? centred(line.text, width) : line.text));
  const body = Array.from({ length: copies }, () => one.join('\n')).join(`\n\n${'='.repeat(width)}\n`);
  return text(`\n${body}\n\n\n\n`);
}

/** Without commands a centred line is padded by hand (large lines print at normal size here). */
function centred(value: string, width: number): string {
  return `${' '.repeat(Math.max(0, Math.floor((width - value.length) / 2)))}${value}`;
}

/** Star command bytes: the code page chosen, emphasis and large text where the ticket asks, a cut after each copy. */
export function starTicket(lines: readonly TicketLine[], copies: number): Buffer {
  const bytes: (number[] | Buffer)[] = [INITIALISE, CODE_PAGE_858];
  for (let copy = 0; copy < copies; copy += 1) {
    bytes.push([LF, LF]);
    for (const line of lines) {
      bytes.push(align(line.align === 'center'));
      if (line.style !== 'normal') bytes.push(BOLD_ON);
      if (line.style === 'large') bytes.push(LARGE_ON);
      bytes.push(text(line.text), [LF]);
      if (line.style === 'large') bytes.push(LARGE_OFF);
      if (line.style !== 'normal') bytes.push(BOLD_OFF);
    }
    bytes.push(align(false), FEED_AND_CUT);
  }
  return Buffer.concat(bytes.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));
}

export function encodeTicket(
  type: TicketMediaType,
  lines: readonly TicketLine[],
  copies: number,
  width: number,
): Buffer {
  return type === 'text/plain' ? plainTicket(lines, copies, width) : starTicket(lines, copies);
}
