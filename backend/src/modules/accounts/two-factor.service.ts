import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { isAppCode, MESSAGES } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { Conflict, ValidationFailed } from '../../common/errors/app-error';
import { SECRETS, type Secrets } from '../../config/secrets';
import { UnitOfWork } from '../../database/unit-of-work';

/** The name authenticator apps show above the code. */
export const TWO_FACTOR_ISSUER = 'Bestelklaar';
/** How many recovery codes a person gets, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/** A code is accepted one time step (30 s) early or late, for a phone's clock that drifts. */
const EPOCH_TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

interface SecondFactor {
  secret: string | null;
  enabledAt: Date | null;
  lastStep: number | null;
  email: string;
}

/**
 * A person's second factor: a TOTP secret (RFC 6238, otplib) kept encrypted, pending until a first
 * code confirms it, and ten recovery codes kept as keyed hashes. Every code counts once: an app
 * code's time step must be later than the last one accepted (one conditional update, so of two
 * uses at once only one passes), a recovery code is marked used by one conditional update too.
 */
@Injectable()
export class TwoFactorService {
  private readonly secretKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.secretKey = Buffer.from(secrets.twoFactorSecrets, 'base64url');
    this.recoveryKey = Buffer.from(secrets.recoveryCodes, 'base64url');
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.factorOf(userId))?.enabledAt != null;
  }

  /** Whether the person has a second factor, and whether the shop asks one of its whole team. */
  async status(userId: string, shopId: string): Promise<{ enabled: boolean; requiredByShop: boolean }> {
    const rows: { required: boolean }[] = await this.uow.manager.query(
      'SELECT two_factor_required AS required FROM accounts WHERE id = $1',
      [shopId],
    );
    return { enabled: await this.isEnabled(userId), requiredByShop: rows[0]?.required === true };
  }

  /** A new secret, pending until confirmed; starting again replaces a pending one. Refused when one is on. */
  async begin(userId: string): Promise<{ secret: string; otpauthUrl: string }> {
    const factor = await this.factorOf(userId);
    if (!factor) throw new Conflict(MESSAGES.twoFactorNotStarted);
    if (factor.enabledAt) throw new Conflict(MESSAGES.twoFactorAlreadyOn);
    const secret = generateSecret();
    const [, updated] = await this.uow.manager.query<[unknown[], number]>(
      `UPDATE users SET two_factor_secret = $2, two_factor_last_step = NULL
        WHERE id = $1 AND two_factor_enabled_at IS NULL`,
      [userId, this.encrypt(secret)],
    );
    if (updated !== 1) throw new Conflict(MESSAGES.twoFactorAlreadyOn);
    return {
      secret,
      otpauthUrl: generateURI({ issuer: TWO_FACTOR_ISSUER, label: factor.email, secret }),
    };
  }

  /**
   * The pending secret's first code turns it on, and gives the ten recovery codes (shown once;
   * earlier ones no longer count). A wrong code is a field error and changes nothing.
   */
  async confirm(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
    return this.uow.transaction(async () => {
      const factor = await this.factorOf(userId, true);
      if (factor?.enabledAt) throw new Conflict(MESSAGES.twoFactorAlreadyOn);
      if (!factor?.secret) throw new Conflict(MESSAGES.twoFactorNotStarted);
      if (!isAppCode(code) || !(await this.useAppCode(userId, factor, code))) throw wrongCode();
      await this.uow.manager.query('UPDATE users SET two_factor_enabled_at = $2 WHERE id = $1', [
        userId,
        this.clock.now(),
      ]);
      await this.uow.manager.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode());
      await this.uow.manager.query(
        'INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])',
        [userId, recoveryCodes.map((each) => this.hashRecoveryCode(each.replace('-', '')))],
      );
      return { recoveryCodes };
    });
  }

  /** Turns the second factor off with a current code (or a recovery code); its recovery codes go too. */
  async disable(userId: string, code: string): Promise<void> {
    await this.uow.transaction(async () => {
      const factor = await this.factorOf(userId, true);
      if (!factor?.enabledAt) throw new Conflict(MESSAGES.twoFactorNotOn);
      if (await this.requiredByAShopOf(userId)) throw new Conflict(MESSAGES.twoFactorRequiredByShop);
      if (!(await this.useCode(userId, code))) throw wrongCode();
      await this.uow.manager.query(
        `UPDATE users SET two_factor_secret = NULL, two_factor_enabled_at = NULL, two_factor_last_step = NULL
          WHERE id = $1`,
        [userId],
      );
      await this.uow.manager.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    });
  }

  /** Whether `code` (an app code or an unused recovery code) is good for the person now; using it up if so. */
  async useCode(userId: string, code: string): Promise<boolean> {
    const factor = await this.factorOf(userId);
    if (!factor?.enabledAt || !factor.secret) return false;
    if (isAppCode(code)) return this.useAppCode(userId, factor, code);
    const [used] = await this.uow.manager.query<[unknown[], number]>(
      `UPDATE recovery_codes SET used_at = $3
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
      [userId, this.hashRecoveryCode(code), this.clock.now()],
    );
    return used.length === 1;
  }

  /** Whether any shop the person works in asks a second factor of its whole team. */
  async requiredByAShopOf(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(
      `SELECT 1 FROM memberships m JOIN accounts a ON a.id = m.shop_id
        WHERE m.user_id = $1 AND a.two_factor_required LIMIT 1`,
      [userId],
    );
    return rows.length > 0;
  }

  /** 'Verplicht voor het hele team', switched by an owner who has a second factor themselves. */
  async setRequired(userId: string, shopId: string, required: boolean): Promise<void> {
    if (required && !(await this.isEnabled(userId))) throw new Conflict(MESSAGES.twoFactorOwnFirst);
    await this.uow.manager.query('UPDATE accounts SET two_factor_required = $2 WHERE id = $1', [
      shopId,
      required,
    ]);
  }

  private async useAppCode(userId: string, factor: SecondFactor, code: string): Promise<boolean> {
    const secret = this.decrypt(factor.secret!);
    // Sealed with another server secret (JWT_SECRET changed): no code can match it.
    if (secret === undefined) return false;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.clock.now().getTime() / 1000),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(factor.lastStep !== null ? { afterTimeStep: factor.lastStep } : {}),
    });
    // A TOTP answer carries the time step it matched (the library's union also has HOTP's).
    if (!result.valid || !('timeStep' in result)) return false;
    // Claimed by one conditional update: the same code twice at once passes once.
    const [, claimed] = await this.uow.manager.query<[unknown[], number]>(
      `UPDATE users SET two_factor_last_step = $2
        WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)`,
      [userId, result.timeStep],
    );
    return claimed === 1;
  }

  private async factorOf(userId: string, lock = false): Promise<SecondFactor | undefined> {
    const rows: {
      secret: string | null;
      enabled_at: Date | null;
      last_step: string | null;
      email: string;
    }[] = await this.uow.manager.query(
      `SELECT two_factor_secret AS secret, two_factor_enabled_at AS enabled_at,
              two_factor_last_step AS last_step, email
         FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      secret: row.secret,
      enabledAt: row.enabled_at,
      lastStep: row.last_step === null ? null : Number(row.last_step),
      email: row.email,
    };
  }

  private encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.secretKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret, or undefined when it was not sealed with this server's key. */
  private decrypt(stored: string): string | undefined {
    try {
      const [, iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.secretKey, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** `code` as the domain reads it: lower case, without the dash. */
  private hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.recoveryKey).update(code).digest('hex');
  }
}

/** Ten letters and digits (50 random bits), shown as two groups of five. */
function recoveryCode(): string {
  const bytes = randomBytes(10);
  const code = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function wrongCode(): ValidationFailed {
  return ValidationFailed.ofFields({ code: MESSAGES.twoFactorWrongCode });
}

/** What is kept of a login challenge: its hash, so the table alone cannot finish anyone's login. */
export function challengeHash(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}
