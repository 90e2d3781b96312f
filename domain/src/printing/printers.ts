import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { maxLength, minLength, readRequiredText, singleLine } from '../validation';

/** Receipt paper: 58 mm (32 characters a line at font A) or 80 mm (48). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters a line holds at the printer's font A, by paper width. */
export const LINE_CHARACTERS: Readonly<Record<PaperWidth, number>> = { 58: 32, 80: 48 };

export const PRINTER_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  copiesMax: 5,
  collectionsMax: 100,
  /** No poll for this long: the printer is offline (issue 40: 1 minute). */
  offlineAfterSeconds: 60,
  /** A job handed out and not confirmed within this time is handed out again. */
  handOutTimeoutSeconds: 60,
  /** What a printer should wait between two polls, in seconds (the address's default is 5). */
  pollSeconds: 5,
} as const;

/** Dutch texts of the printers screen's refusals (the owner reads them). */
export const PRINTER_MESSAGES = {
  paperWidth: 'Kies 58 of 80 mm papier.',
  copies: `Kies 1 tot ${PRINTER_LIMITS.copiesMax} exemplaren.`,
  collections:
    'Kies de collecties waarvan deze printer de bestellingen afdrukt, of laat het veld leeg voor alle bestellingen.',
  collectionUnknown: 'Een van de gekozen collecties bestaat niet (meer).',
  printerNotFound: 'Deze printer bestaat niet (meer).',
  noPrinter: 'Er is geen printer die deze bestelling afdrukt.',
  notPaid: 'Alleen een betaalde bestelling kan afgedrukt worden.',
} as const;

/** 'Printer toevoegen': `collections` null prints every order; a list, orders with a line of one of them. */
export interface PrinterInput {
  name: string;
  paperWidth: PaperWidth;
  collections: string[] | null;
  copies: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readPaperWidth(value: unknown): FieldResult<PaperWidth> {
  return (PAPER_WIDTHS as readonly unknown[]).includes(value)
    ? valid(value as PaperWidth)
    : invalid(PRINTER_MESSAGES.paperWidth);
}

function readCopies(value: unknown): FieldResult<number> {
  if (value === undefined || value === null) return valid(1);
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= PRINTER_LIMITS.copiesMax
    ? valid(value as number)
    : invalid(PRINTER_MESSAGES.copies);
}

/** Null or absent: all orders. An empty list means the same (a printer that prints nothing is no printer). */
function readCollections(value: unknown): FieldResult<string[] | null> {
  if (value === undefined || value === null) return valid(null);
  if (
    !Array.isArray(value) ||
    value.length > PRINTER_LIMITS.collectionsMax ||
    !value.every((id) => typeof id === 'string' && UUID.test(id))
  )
    return invalid(PRINTER_MESSAGES.collections);
  const ids = [...new Set((value as string[]).map((id) => id.toLowerCase()))];
  return valid(ids.length === 0 ? null : ids);
}

export function parsePrinterInput(input: unknown): Parsed<PrinterInput> {
  const { fields, errors } = readBody(input, ['name', 'paperWidth', 'collections', 'copies']);
  return combine(
    {
      name: readRequiredText(
        fields.name,
        singleLine,
        minLength(PRINTER_LIMITS.nameMin),
        maxLength(PRINTER_LIMITS.nameMax),
      ),
      paperWidth: readPaperWidth(fields.paperWidth),
      collections: readCollections(fields.collections),
      copies: readCopies(fields.copies),
    },
    errors,
  );
}

/**
 * What the printer's last poll says: online, a paper warning, paper out, cover open, another fault
 * (its status code), offline (no poll for a minute) or never polled.
 */
export type PrinterState =
  | { kind: 'never' }
  | { kind: 'offline'; since: string }
  | { kind: 'online' }
  | { kind: 'paper-low' }
  | { kind: 'paper-out' }
  | { kind: 'cover-open' }
  | { kind: 'error'; code: string };

/**
 * The state from the last poll's time and CloudPRNT status code (Star's printer status codes: 2xx
 * online, 21x a paper warning, 41x paper, 42x cover, other 4xx/5xx a fault), at `now`.
 */
export function printerState(lastPollAt: Date | null, statusCode: string | null, now: Date): PrinterState {
  if (!lastPollAt) return { kind: 'never' };
  if (now.getTime() - lastPollAt.getTime() > PRINTER_LIMITS.offlineAfterSeconds * 1000)
    return { kind: 'offline', since: lastPollAt.toISOString() };
  const code = (statusCode ?? '200').trim().slice(0, 3);
  if (code.startsWith('21')) return { kind: 'paper-low' };
  if (code.startsWith('2')) return { kind: 'online' };
  if (code.startsWith('41')) return { kind: 'paper-out' };
  if (code.startsWith('42')) return { kind: 'cover-open' };
  return { kind: 'error', code };
}

/** One printer as the 'Printers' screen lists it. */
export interface PrinterView {
  printerId: string;
  name: string;
  paperWidth: PaperWidth;
  /** Null: every order. */
  collections: { _id: string; name: string }[] | null;
  copies: number;
  state: PrinterState;
  lastPollAt: string | null;
  /** Print jobs not confirmed yet (one being printed included). */
  jobsWaiting: number;
  createdAt: string;
}

/** `POST /api/admin/printers`: the address to type into the printer, shown this once. */
export interface PrinterCreated {
  printerId: string;
  cloudPrntUrl: string;
}

/** 'Opnieuw afdrukken': how many jobs it made (one per printer whose filter takes the order). */
export interface PrintAgainAnswer {
  jobs: number;
}
