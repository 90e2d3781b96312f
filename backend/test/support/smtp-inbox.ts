import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was really asked to deliver to. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** Refuses the next `count` deliveries with a temporary error (451); Infinity refuses all. */
  refuseNext(count: number): void;
  /** Deliveries refused so far. */
  refusals: number;
  /**
   * Holds each next message unanswered until `count` are held at once, then accepts them all: only
   * a sender with that many mails under way side by side gets them through.
   */
  holdUntilSideBySide(count: number): void;
  /** Messages held unanswered right now. */
  readonly heldCount: number;
  /** Accepts every held message, and holds no more. */
  releaseHeld(): void;
  /** Answers every held message with a temporary error (451), and holds no more. */
  refuseHeld(): void;
  /** Waits until `count` mails match, or fails after `timeoutMs`. */
  waitFor(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function addressOf(address: SMTPServerAddress | false): string {
  return address ? address.address : '';
}

/** A real SMTP server on a free loopback port, keeping every message it accepts, parsed. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  let toRefuse = 0;
  let sideBySide = 0;
  const held: { accept: () => void; refuse: () => void }[] = [];
  const inbox = {
    url: '',
    mails,
    refusals: 0,
    refuseNext(count: number) {
      toRefuse = count;
    },
    holdUntilSideBySide(count: number) {
      sideBySide = count;
    },
    get heldCount() {
      return held.length;
    },
    releaseHeld() {
      sideBySide = 0;
      for (const { accept } of held.splice(0)) accept();
    },
    refuseHeld() {
      sideBySide = 0;
      for (const { refuse } of held.splice(0)) {
        inbox.refusals += 1;
        refuse();
      }
    },
    async waitFor(match: (mail: ReceivedMail) => boolean, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`${found.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        inbox.refusals += 1;
        const refusal = Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const accept = () => {
              mails.push({
                envelope: {
                  from: addressOf(session.envelope.mailFrom),
                  to: session.envelope.rcptTo.map((recipient) => recipient.address),
                },
                raw,
                parsed,
              });
              callback();
            };
            if (sideBySide === 0) return accept();
            const refuse = () =>
              callback(Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 }));
            held.push({ accept, refuse });
            if (held.length >= sideBySide) inbox.releaseHeld();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  inbox.url = `smtp://127.0.0.1:${port}`;
  return inbox;
}
