import { MESSAGES } from '@bestelklaar/domain';
import { ServiceUnavailable, TooManyRequests } from '../../common/errors/app-error';

export interface HashingLimits {
  /** Hashes running at once, all clients together (argon2 runs on libuv's four threads). */
  concurrency: number;
  /** Hashes one client may have running or waiting; it runs one at a time. */
  perClient: number;
  /** Hashes waiting, all clients together, before more are refused. */
  waiting: number;
}

/**
 * What a test may hold before a client's hash runs (in its slot, as a slow hash would), to show
 * who waits behind whom; production holds nothing.
 */
export type HashingHold = (client: string) => Promise<void>;

interface Job {
  client: string;
  known: boolean;
  run: () => void;
}

interface ClientTurns {
  running: number;
  waiting: Job[];
}

/**
 * `known`: a client that logged in on this e-mail before (the owner's own); its hashes go before
 * strangers' and are not refused for the strangers' crowd, only for its own share.
 */
export type HashingLane = 'known' | 'stranger';

/** A guess at one hash's duration before any has been measured, for the first Retry-After. */
const FIRST_HASH_MS_GUESS = 100;

/**
 * Password hashes run through here: a few at a time, one at a time per client, the waiting taken
 * from client to client in turn. One client's flood so waits behind itself and, once its share is
 * full, is refused (429) at once, while another client's hash starts in the next free slot; past
 * the overall bound (a flood from many clients) strangers' hashes are refused with 503, while a
 * client known on the e-mail still goes first (see `HashingLane`). Both refusals say in
 * Retry-After about when the queue will have drained. Unbounded, every hash went to the thread
 * pool at once and a login waited behind all of them (40 at once: 28 s).
 */
export class HashingQueue {
  private readonly clients = new Map<string, ClientTurns>();
  /** Clients with a hash waiting, in the order their turn comes: known ones first. */
  private readonly rotations: Record<HashingLane, string[]> = { known: [], stranger: [] };
  private running = 0;
  /** Strangers' hashes waiting; what the overall bound counts. */
  private waiting = 0;
  private averageHashMs = FIRST_HASH_MS_GUESS;

  constructor(
    private readonly limits: HashingLimits,
    private readonly hold: HashingHold = () => Promise.resolve(),
  ) {}

  /** Runs `work` (one hash) in the client's turn; refuses at once when the client's share or the queue is full. */
  run<T>(client: string, work: () => Promise<T>, lane: HashingLane = 'stranger'): Promise<T> {
    const turns = this.clients.get(client) ?? { running: 0, waiting: [] };
    if (turns.running + turns.waiting.length >= this.limits.perClient)
      return Promise.reject(new TooManyRequests(MESSAGES.tooManyAtOnce(1), 1));
    if (lane === 'stranger' && this.waiting >= this.limits.waiting) {
      const seconds = this.secondsToDrain();
      return Promise.reject(new ServiceUnavailable(MESSAGES.tooBusy(seconds), seconds));
    }
    this.clients.set(client, turns);
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        const started = performance.now();
        this.hold(client)
          .then(() => work())
          .then(resolve, reject)
          .finally(() => this.finished(client, performance.now() - started));
      };
      turns.waiting.push({ client, known: lane === 'known', run });
      if (lane === 'stranger') this.waiting += 1;
      if (turns.waiting.length === 1 && turns.running === 0) this.enterRotation(client, turns);
      this.startWhatMay();
    });
  }

  /** How many of the client's hashes wait for a slot (not counting one running). */
  waitingFor(client: string): number {
    return this.clients.get(client)?.waiting.length ?? 0;
  }

  /** A client's place in turn follows its next hash: known or stranger. */
  private enterRotation(client: string, turns: ClientTurns): void {
    this.rotations[turns.waiting[0].known ? 'known' : 'stranger'].push(client);
  }

  private startWhatMay(): void {
    while (this.running < this.limits.concurrency) {
      const rotation = this.rotations.known.length > 0 ? this.rotations.known : this.rotations.stranger;
      const client = rotation.shift();
      if (client === undefined) return;
      const turns = this.clients.get(client)!;
      const job = turns.waiting.shift()!;
      if (!job.known) this.waiting -= 1;
      turns.running += 1;
      this.running += 1;
      job.run();
    }
  }

  private finished(client: string, tookMs: number): void {
    this.averageHashMs = this.averageHashMs * 0.8 + tookMs * 0.2;
    const turns = this.clients.get(client)!;
    turns.running -= 1;
    this.running -= 1;
    if (turns.waiting.length > 0) this.enterRotation(client, turns);
    else if (turns.running === 0) this.clients.delete(client);
    this.startWhatMay();
  }

  private secondsToDrain(): number {
    const hashesAhead = this.waiting + this.running;
    return Math.max(1, Math.ceil((hashesAhead * this.averageHashMs) / this.limits.concurrency / 1000));
  }
}
