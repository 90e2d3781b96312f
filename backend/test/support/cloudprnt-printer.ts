import iconv from 'iconv-lite';
import type { TestApp } from './test-app';

/** What a printer's poll got back (Star CloudPRNT's JSON answer). */
export interface PollAnswer {
  jobReady: boolean;
  mediaTypes: string[];
  jobToken?: string;
}

/** A ticket as the simulated printer put it on paper: the bytes, in the media type it fetched. */
export interface PrintedTicket {
  type: string;
  body: Buffer;
  jobToken: string | undefined;
}

/** Printer status codes as Star's CloudPRNT protocol lists them. */
export const STATUS = {
  online: '200 OK',
  paperLow: '211 Paper low',
  paperOut: '410 Out of paper',
  coverOpen: '420 Cover open',
} as const;

export interface SimulatedPrinterOptions {
  /** The media types the printer can print, best first (an mC-Print3 takes StarPRNT, then text). */
  accepts?: readonly string[];
  mac?: string;
}

/** What one turn of the printer did. */
export type Turn =
  | { kind: 'idle'; answer: PollAnswer }
  | { kind: 'printed'; ticket: PrintedTicket }
  | { kind: 'lost'; ticket: PrintedTicket }
  | { kind: 'refused'; status: number };

/**
 * A Star CloudPRNT printer as the protocol describes it: it POSTs its status JSON to its address
 * (`statusCode` URL-encoded, as Star's firmware sends it), and when the answer says `jobReady` it
 * picks the first of its own media types among `mediaTypes`, GETs the job with `type` and the
 * `jobToken`, prints it, and DELETEs it with `code=200 OK` (or an error code). It can lose its
 * network after the GET (the DELETE never arrives), report paper out, or poll on an interval.
 */
export class SimulatedPrinter {
  readonly printed: PrintedTicket[] = [];
  statusCode: string = STATUS.online;
  private readonly path: string;
  private readonly accepts: readonly string[];
  private readonly mac: string;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly t: TestApp,
    cloudPrntUrl: string,
    {
      accepts = ['application/vnd.star.starprnt', 'text/plain'],
      mac = '00:11:62:0c:ab:cd',
    }: SimulatedPrinterOptions = {},
  ) {
    this.path = new URL(cloudPrntUrl).pathname;
    this.accepts = accepts;
    this.mac = mac;
  }

  /** One poll: the printer's status as JSON, the server's answer. */
  async poll(printingInProgress = false): Promise<{ status: number; answer: PollAnswer }> {
    const response = await this.t.http
      .post(this.path)
      .set('Content-Type', 'application/json')
      .send({
        status: this.statusCode.startsWith('410') ? '23 6 0 c 0 0 0 0 0 ' : '23 6 0 0 0 0 0 0 0 ',
        printerMAC: this.mac,
        statusCode: encodeURIComponent(this.statusCode),
        printingInProgress,
        clientAction: null,
      });
    return { status: response.status, answer: response.body as PollAnswer };
  }

  /** The media type this printer would ask for among those offered, or undefined. */
  choose(mediaTypes: readonly string[]): string | undefined {
    return this.accepts.find((type) => mediaTypes.includes(type));
  }

  /** GET of the job: the bytes and their type, or the status when there are none. */
  async fetch(
    type: string,
    jobToken: string | undefined,
  ): Promise<{ status: number; ticket?: PrintedTicket }> {
    const response = await this.t.http
      .get(this.path)
      .query({ type, mac: this.mac, ...(jobToken ? { token: jobToken } : {}) })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Errors come as JSON (and are checked against the API description as such); tickets as bytes.
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const json = String(res.headers['content-type'] ?? '').includes('application/json');
          done(null, json ? JSON.parse(bytes.toString('utf8')) : bytes);
        });
      });
    if (response.status !== 200) return { status: response.status };
    return {
      status: 200,
      ticket: { type: String(response.headers['content-type']), body: response.body as Buffer, jobToken },
    };
  }

  /** DELETE with the result code: '200 OK' once printed. */
  async confirm(jobToken: string | undefined, code: string = STATUS.online): Promise<number> {
    const response = await this.t.http
      .delete(this.path)
      .query({ code, mac: this.mac, ...(jobToken ? { token: jobToken } : {}) });
    return response.status;
  }

  /**
   * One turn of the protocol: poll; if a job is ready, choose, fetch, print and confirm it. With
   * `loseNetwork` the printer prints and its DELETE never leaves.
   */
  async turn({ loseNetwork = false }: { loseNetwork?: boolean } = {}): Promise<Turn> {
    const { status, answer } = await this.poll();
    if (status !== 200) return { kind: 'refused', status };
    if (!answer.jobReady) return { kind: 'idle', answer };
    const type = this.choose(answer.mediaTypes);
    if (!type) {
      await this.confirm(answer.jobToken, '510 Incompatible media type');
      return { kind: 'idle', answer };
    }
    const fetched = await this.fetch(type, answer.jobToken);
    if (!fetched.ticket) {
      await this.confirm(answer.jobToken, '520 Timeout');
      return { kind: 'idle', answer };
    }
    this.printed.push(fetched.ticket);
    if (loseNetwork) return { kind: 'lost', ticket: fetched.ticket };
    await this.confirm(answer.jobToken);
    return { kind: 'printed', ticket: fetched.ticket };
  }

  /** Turns until one is idle: everything waiting printed. The tickets of this drain. */
  async drain(limit = 50): Promise<PrintedTicket[]> {
    const before = this.printed.length;
    for (let turn = 0; turn < limit; turn += 1) if ((await this.turn()).kind !== 'printed') break;
    return this.printed.slice(before);
  }

  /** Polls every `intervalMs` (a turn each time) until stopped, as a printer on the counter does. */
  start(intervalMs: number): void {
    this.polling = true;
    const next = () => {
      if (!this.polling) return;
      this.timer = setTimeout(() => {
        this.running = this.turn().finally(next);
      }, intervalMs);
    };
    next();
  }

  async stop(): Promise<void> {
    this.polling = false;
    clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }
}

/** Star's commands on a ticket (ESC GS a/t n, ESC i n n, ESC d n, ESC @ / E / F), as a pattern. */
const STAR_COMMANDS = new RegExp(
  ['\\u001b\\u001d[at].', '\\u001bi..', '\\u001bd.', '\\u001b[@EF]'].join('|'),
  'g',
);

/** The text of a ticket, as a person reads it off the paper (code page 858, commands left out). */
export function ticketText(ticket: PrintedTicket): string {
  return iconv.decode(ticket.body, 'cp858').replace(STAR_COMMANDS, '');
}
