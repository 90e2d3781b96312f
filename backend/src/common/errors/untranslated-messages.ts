import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { onUntranslated, type UntranslatedText } from '@bestelklaar/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * The one listener for a text asked in a language that has none, whichever system carries it (a
 * customer table's `textsIn`, `translateMessage` on a Dutch message): the customer read it in Dutch.
 * It logs each text once per language. Under test the app refuses to close after any: every backend
 * test file that shows a French or English customer a Dutch text fails, wherever the text lives.
 */
@Injectable()
export class UntranslatedMessages implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Vertalingen');
  private readonly missed = new Map<string, UntranslatedText>();
  private stopListening?: () => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    this.stopListening = onUntranslated((miss) => this.heard(miss));
  }

  /** Each text and language once, whatever the number of customers who read it. */
  heard(miss: UntranslatedText): void {
    const key = `${miss.language}:${miss.id}`;
    if (this.missed.has(key)) return;
    this.missed.set(key, miss);
    this.logger.warn(`Geen vertaling (${miss.language}) voor: ${miss.id}`);
  }

  /** What was missed since the app started, each text and language once. */
  get misses(): readonly UntranslatedText[] {
    return [...this.missed.values()];
  }

  onApplicationShutdown(): void {
    this.stopListening?.();
    if (this.config.env === 'test' && this.missed.size > 0)
      throw new Error(
        `Texts shown untranslated: ${this.misses.map((miss) => `${miss.language} ${JSON.stringify(miss.id)}`).join('; ')}`,
      );
  }
}
