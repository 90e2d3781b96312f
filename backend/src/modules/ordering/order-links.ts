import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAMETER, type Language } from '@bestelklaar/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SECRETS, type Secrets } from '../../config/secrets';

/**
 * `&lang=fr` for a link of an order placed in another language than Dutch, so its page opens in
 * that language; a Dutch order's links stay as they were.
 */
export function languageParameter(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `&${LANGUAGE_PARAMETER}=${language}`;
}

/**
 * The link to an order's own page in the customer's mails: `/{shop}/bestelling/{id}?t={secret}`.
 * Its secret is an HMAC of the order's id, so a mail sent at any time can carry it without the
 * order storing it; it reads the order as the payment result links' secret does.
 */
@Injectable()
export class OrderLinks {
  constructor(
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  pageUrl(subdomain: string, orderId: string, language: Language): string {
    return `${this.config.publicBaseUrl}/${subdomain}/bestelling/${orderId}?t=${this.keyFor(orderId)}${languageParameter(language)}`;
  }

  /** The pickup as an .ics, for 'Zet in je agenda' on the order's page. */
  calendarUrl(subdomain: string, orderId: string): string {
    return `${this.config.publicBaseUrl}/api/shop/${subdomain}/orders/${orderId}/calendar.ics?key=${this.keyFor(orderId)}`;
  }

  /** Whether `key` is the page link's secret of this order (compared in constant time). */
  matches(orderId: string, key: unknown): boolean {
    if (typeof key !== 'string' || key.length === 0 || key.length > 100) return false;
    const expected = Buffer.from(this.keyFor(orderId));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  keyFor(orderId: string): string {
    return createHmac('sha256', this.secrets.orderLinks).update(orderId).digest('base64url');
  }
}
