import { createHash, randomBytes } from 'node:crypto';

/** A printer's token: 32 random bytes in base64url, the last segment of its CloudPRNT address. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newPrinterToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is kept: the token itself is shown once, in the address the owner types into the printer. */
export function printerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` could be one (anything else is simply unknown, without asking the database). */
export function isPrinterToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
