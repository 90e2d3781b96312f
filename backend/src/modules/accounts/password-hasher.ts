import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), which OWASP accepts. */
@Injectable()
export class PasswordHasher {
  /** Verified when the e-mail is unknown, so both failures take about as long. */
  private readonly decoyHash = argon2.hash('decoy password that never matches', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoyHash, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
