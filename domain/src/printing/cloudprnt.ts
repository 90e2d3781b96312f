import { MESSAGES } from '../messages';
import { isRecord, valid, failure, type FieldErrors, type Parsed } from '../parsing';

/**
 * What a Star CloudPRNT printer POSTs at each poll (Star's CloudPRNT protocol, "Polling the server"):
 * its status as Star's ASB hex, its MAC address, the printer status code ('200 OK', '410 Out of
 * paper', URL-encoded by some firmware) and whether it is printing. Printers send more fields
 * (clientAction, peripherals, …), which are ignored.
 */
export interface CloudPrntPoll {
  status?: string;
  printerMAC?: string;
  statusCode?: string;
  printingInProgress?: boolean;
}

/** The server's answer to a poll: whether a job waits, in which media types, and the token of it. */
export interface CloudPrntPollAnswer {
  jobReady: boolean;
  mediaTypes: string[];
  /** Sent back by the printer with its GET and DELETE, so they name the job it was handed. */
  jobToken?: string;
}

/** `GET` of a job: the media type the printer chose from `mediaTypes`, and the job's token. */
export interface CloudPrntJobQuery {
  type: string;
  token?: string;
  mac?: string;
}

/** `DELETE` of a job: the printer's result code ('200 OK' printed; anything else did not). */
export interface CloudPrntConfirmQuery {
  code: string;
  token?: string;
  mac?: string;
}

const TEXT_FIELDS = ['status', 'printerMAC', 'statusCode'] as const;
/** A text field is kept at most this long: a status or a MAC address is a few dozen characters. */
const TEXT_MAX = 200;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A poll's body, tolerant as a printer needs: unknown fields pass, the known ones must have their
 * type (a wrong one is a 400 that names it), texts are cut to 200 characters and the status code
 * decoded ('200%20OK' → '200 OK').
 */
export function parseCloudPrntPoll(input: unknown): Parsed<CloudPrntPoll> {
  if (input !== undefined && !isRecord(input)) return failure({ body: MESSAGES.wrongType });
  const body = input ?? {};
  const errors: FieldErrors = {};
  const poll: CloudPrntPoll = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') errors[field] = MESSAGES.wrongType;
    else poll[field] = (field === 'statusCode' ? decoded(value) : value).slice(0, TEXT_MAX);
  }
  const printing = body.printingInProgress;
  if (printing !== undefined && printing !== null) {
    if (typeof printing !== 'boolean') errors.printingInProgress = MESSAGES.wrongType;
    else poll.printingInProgress = printing;
  }
  return Object.keys(errors).length > 0 ? failure(errors) : valid(poll);
}

/** Whether a poll says the printer can print now: an online status (2xx) and no job in progress. */
export function readyToPrint(poll: CloudPrntPoll): boolean {
  return (poll.statusCode ?? '200').trim().startsWith('2') && poll.printingInProgress !== true;
}
