import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SECRETS, type Secrets } from '../../config/secrets';

/** Standard Webhooks' form: `whsec_` and the base64 of the key (here 32 random bytes). */
const SECRET_BYTES = 32;

/**
 * Endpoints' signing secrets: made here, shown to the owner once, kept sealed (AES-256-GCM under a
 * key derived from the server's secret) and opened only to sign a delivery. Never logged.
 */
@Injectable()
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(@Inject(SECRETS) secrets: Secrets) {
    this.key = Buffer.from(secrets.webhookSecrets, 'base64url');
  }

  generate(): string {
    return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret, or undefined when it was sealed under another server secret (JWT_SECRET changed). */
  open(stored: string): string | undefined {
    try {
      const [, iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
