import { Inject, Injectable, Optional } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { HashingQueue, type HashingHold, type HashingLane } from './hashing-queue';

/** What a test may hold before each hash (see `HashingHold`). */
export const HASHING_HOLD = Symbol('HASHING_HOLD');

/**
 * Hashes one client may have running or waiting: as many as the login pace lets it try at once on
 * one e-mail (3), so there the pace decides alone; more (made-up e-mails, sign-ups) are refused.
 */
const HASHES_PER_CLIENT = 3;
/** Hashes waiting from all clients together: past this, a flood from many addresses is refused (503). */
const HASHES_WAITING = 32;

/**
 * argon2id at the configured cost: production's is the library's defaults (64 MiB, 3 passes), which
 * OWASP accepts. Every hash and check takes its turn in one `HashingQueue` under the client's name.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  /** Verified when the e-mail is unknown, so both failures take about as long. */
  private readonly decoyHash: Promise<string>;
  private readonly queue: HashingQueue;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Optional() @Inject(HASHING_HOLD) hold?: HashingHold) {
    const { memoryCostKiB, timeCost, parallelism } = config.passwordHashCost;
    this.options = { type: argon2.argon2id, memoryCost: memoryCostKiB, timeCost, parallelism };
    this.decoyHash = argon2.hash('decoy password that never matches', this.options);
    this.queue = new HashingQueue(
      { concurrency: config.passwordHashConcurrency, perClient: HASHES_PER_CLIENT, waiting: HASHES_WAITING },
      hold,
    );
  }

  /** Refused (429, or 503 when all are busy) instead of queued without end. */
  hash(password: string, client: string): Promise<string> {
    return this.queue.run(client, () => argon2.hash(password, this.options));
  }

  /** How many of the client's hashes wait for a slot: what a test watches to know one is queued. */
  waitingFor(client: string): number {
    return this.queue.waitingFor(client);
  }

  /** As `hash`: an unknown e-mail (no hash) waits its turn and costs a hash alike. */
  verify(
    hash: string | undefined,
    password: string,
    client: string,
    lane: HashingLane = 'stranger',
  ): Promise<boolean> {
    return this.queue.run(
      client,
      async () => {
        if (!hash) {
          await argon2.verify(await this.decoyHash, password);
          return false;
        }
        return argon2.verify(hash, password);
      },
      lane,
    );
  }
}
