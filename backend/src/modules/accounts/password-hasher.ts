import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** argon2id at the configured cost: production's is the library's defaults (64 MiB, 3 passes), which OWASP accepts. */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  /** Verified when the e-mail is unknown, so both failures take about as long. */
  private readonly decoyHash: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { memoryCostKiB, timeCost, parallelism } = config.passwordHashCost;
    this.options = { type: argon2.argon2id, memoryCost: memoryCostKiB, timeCost, parallelism };
    this.decoyHash = argon2.hash('decoy password that never matches', this.options);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoyHash, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
