import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import {
  addDays,
  instantOf,
  isReservedSubdomain,
  localizedStorefront,
  todayIn,
  validateSubdomain,
  type Language,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { OrderingService } from '../ordering/ordering.service';
import { EVERYTHING, NotificationsService, type ShopChange } from '../notifications/notifications.service';
import { PromotionsService } from '../promotions/promotions.service';
import { SchedulingService } from '../scheduling/scheduling.service';
import { BoundedCache } from './bounded-cache';
import { entityTag } from '../../common/http/conditional-send';
import { EncodedBody } from '../../common/http/encoded-body';

/** A shop's storefront read in one language, serialised once, with what decides how long it stays true. */
export interface StorefrontAnswer {
  shop: string;
  accountId: string;
  language: Language;
  /** The shop's default language when it was built: a read without `?lang=` answers in it. */
  defaultLanguage: Language;
  /**
   * The shop's calendar day the answer is for; it holds until `validUntil` (ms): its next midnight,
   * or sooner when something in it ends by itself (a pause, the next pickup).
   */
  today: string;
  validUntil: number;
  builtAt: number;
  /** The JSON, exactly as `GET /api/shop/{shop}/storefront?lang=` sends it. */
  json: EncodedBody;
  etag: string;
}

/**
 * A safety net, not the mechanism: a change the owner makes is dropped from the cache the moment its
 * notification arrives (every table the page shows notifies, and the listener that proves itself
 * drops everything when it may have missed some). What is left unnotified, a slot filled by unpaid
 * holds in the next-pickup hint (ordering checks the slot itself), is picked up by a rebuild in the
 * background once an answer is this old, while the old one is still served. Not every minute: a
 * platform whose 10,000 shops are each read once a minute would rebuild 166 a second.
 */
const REFRESH_AFTER_MS = 10 * 60_000;

/**
 * A shop's answers, one per language read since its last change. They are dropped together: a
 * change of content, or of the default language, concerns every language.
 */
interface ShopAnswers {
  accountId: string;
  defaultLanguage: Language;
  byLanguage: Partial<Record<Language, StorefrontAnswer>>;
}

/** Whether a path segment can name a shop at all; anything else is a 404 without a database query. */
export function isShopSegment(segment: string): boolean {
  return validateSubdomain(segment) === undefined && !isReservedSubdomain(segment);
}

/**
 * The storefront context's door: everything the shop page needs in one read, built through the
 * other contexts' doors and kept in memory per shop until the owner changes something (on any
 * instance: the shop-change notifications reach every one) or the shop's day turns.
 */
@Injectable()
export class StorefrontService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(StorefrontService.name);
  /**
   * Shops by name within a budget of their real bytes (STOREFRONT_CACHE_MB). A 200-item shop holds
   * 120 KB of JSON + 18 KB of twins, and a page of 215 KB + 35 KB once rendered. Over the budget the
   * least recently read shops keep their twins only (53 KB), and only then are they dropped; a
   * rebuild of one that fell out costs one cold read.
   */
  private readonly cache: BoundedCache<ShopAnswers>;
  /** Each answer's rendered page (storefront-pages.ts), held as long as the answer is. */
  private readonly pages = new WeakMap<StorefrontAnswer, EncodedBody>();
  /**
   * Builds under way by shop and language asked for (none: the shop's default), so a burst of
   * requests for a cold shop builds it once.
   */
  private readonly building = new Map<string, Promise<StorefrontAnswer | undefined>>();
  private subscription: Subscription | undefined;

  constructor(
    private readonly accounts: AccountsService,
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
    private readonly promotions: PromotionsService,
    private readonly scheduling: SchedulingService,
    private readonly ordering: OrderingService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new BoundedCache<ShopAnswers>(
      Number.POSITIVE_INFINITY,
      config.storefrontCacheBytes,
      (answers) => this.shrink(answers),
    );
  }

  onModuleInit(): void {
    this.subscription = this.notifications.everyChange().subscribe((change) => this.forget(change));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  /**
   * Public: the launched shop's storefront in `language` (undefined: the shop's default), from
   * memory when nothing changed; undefined for any other shop.
   */
  async answer(shop: string, language?: Language): Promise<StorefrontAnswer | undefined> {
    const name = shop.toLowerCase();
    if (!isShopSegment(name)) return undefined;
    const answer = this.fromMemory(name, language) ?? (await this.load(name, language));
    if (!answer || this.clock.now().getTime() < answer.validUntil) return answer;
    // A build under way began before its answer's moment passed (a background refresh just before
    // the shop's midnight): it is not the answer now, so one is built for now.
    this.building.delete(buildKey(name, language));
    return this.load(name, language);
  }

  /**
   * The shop's current answer in `language` (undefined: its default) if memory holds it, without
   * waiting for anything; undefined when it has to be read first, or the shop does not exist (ask
   * `answer` then). For the fast path of the busiest read (storefront-reads.ts).
   */
  fromMemory(shop: string, language?: Language): StorefrontAnswer | undefined {
    const name = shop.toLowerCase();
    const now = this.clock.now().getTime();
    const answers = this.cache.get(name);
    const cached = answers?.byLanguage[language ?? answers.defaultLanguage];
    if (!cached || now >= cached.validUntil) return undefined;
    if (now - cached.builtAt >= REFRESH_AFTER_MS) this.refreshInBackground(name, cached.language);
    return cached;
  }

  private load(shop: string, language: Language | undefined): Promise<StorefrontAnswer | undefined> {
    const key = buildKey(shop, language);
    const under = this.building.get(key);
    if (under) return under;
    const building: Promise<StorefrontAnswer | undefined> = this.build(shop, language).then(
      (answer) => {
        // A change that committed meanwhile dropped this build from `building`: it may predate it.
        if (this.building.get(key) === building) {
          this.building.delete(key);
          if (answer) this.keep(answer);
          else this.cache.delete(shop);
        }
        return answer;
      },
      (error: unknown) => {
        if (this.building.get(key) === building) this.building.delete(key);
        throw error;
      },
    );
    this.building.set(key, building);
    return building;
  }

  /** Beside the shop's other languages: all were built since its last change, which drops them together. */
  private keep(answer: StorefrontAnswer): void {
    const held = this.cache.get(answer.shop);
    const answers: ShopAnswers =
      held && held.accountId === answer.accountId && held.defaultLanguage === answer.defaultLanguage
        ? held
        : { accountId: answer.accountId, defaultLanguage: answer.defaultLanguage, byLanguage: {} };
    answers.byLanguage[answer.language] = answer;
    this.cache.set(answer.shop, answers, this.weight(answers));
    // Its compressed twins are made in zlib's threads meanwhile: counted once they are there.
    void answer.json.compressed.then(() => this.reweigh(answer.shop));
  }

  /**
   * The page rendered from `answer` (storefront-pages.ts): held as long as the answer is, so its
   * bytes count in the shop's weight once its twins are made (milliseconds later), when it can
   * shrink like the rest rather than push its shop out.
   */
  holdsPage(answer: StorefrontAnswer, page: EncodedBody): void {
    void page.compressed.then(() => {
      this.pages.set(answer, page);
      this.reweigh(answer.shop);
    });
  }

  private reweigh(shop: string): void {
    this.cache.reweigh(shop, (answers) => this.weight(answers));
  }

  /** The real bytes a shop's answers hold: each language's JSON with its twins, and its page. */
  private weight(answers: ShopAnswers): number {
    return Object.values(answers.byLanguage).reduce(
      (sum, kept) => sum + kept.json.bytes + (this.pages.get(kept)?.bytes ?? 0),
      0,
    );
  }

  /** A shop not read lately keeps the compressed twins of its answers and pages only. */
  private shrink(answers: ShopAnswers): number {
    for (const kept of Object.values(answers.byLanguage)) {
      kept.json.shrink();
      this.pages.get(kept)?.shrink();
    }
    return this.weight(answers);
  }

  private refreshInBackground(shop: string, language: Language): void {
    if (this.building.has(buildKey(shop, language))) return;
    this.load(shop, language).catch((error: unknown) =>
      this.logger.warn(`Webshop ${shop} (${language}) kon niet worden ververst: ${String(error)}`),
    );
  }

  private forget(change: ShopChange): void {
    // A build under way may belong to the changed shop (it is keyed by name, not account): its
    // answer still goes to whoever waits for it, but it is not kept.
    this.building.clear();
    if (change.accountId === EVERYTHING) this.cache.clear();
    else this.cache.deleteWhere((answer) => answer.accountId === change.accountId);
  }

  private async build(shop: string, requested: Language | undefined): Promise<StorefrontAnswer | undefined> {
    const found = await this.accounts.findLaunchedShopWithInfo(shop);
    if (!found) return undefined;
    const { shop: launched, info } = found;
    const { accountId, timeZone, orderingPausedUntil, busyMinutes, defaultLanguage } = launched;
    const language = requested ?? defaultLanguage;
    const now = this.clock.now();
    const today = todayIn(timeZone, now);
    // Separate reads outside any transaction, so side by side, each given what is already read (the
    // account, the day, the schedule); a change that commits in between is notified after its
    // commit and drops this answer again.
    const scheduleAndNextPickup = async () => {
      const schedule = await this.scheduling.shopPageSchedule(accountId, launched, now);
      return { ...schedule, next: await this.ordering.nextPickup(accountId, launched, schedule.schedule) };
    };
    const [collections, products, menus, discounts, { pickupSlots, openingHours, vacations, next }] =
      await Promise.all([
        this.catalog.listCollections(accountId),
        this.catalog.productsSoldAlone(accountId, today),
        this.menus.listPublicMenus(accountId, today),
        this.promotions.publicDiscounts(accountId, today),
        scheduleAndNextPickup(),
      ]);
    const content = {
      shop,
      language,
      info,
      collections,
      products,
      menus,
      discounts,
      pickupSlots,
      openingHours,
      vacations,
      today,
      orderingPausedUntil: orderingPausedUntil?.toISOString() ?? null,
      busyMinutes,
      nextPickup: next.pickup,
    };
    // The owner's content in the customer's language, each text falling back to Dutch.
    const view = localizedStorefront(content, language);
    // The answer changes by itself at the shop's midnight, when a pause ends and when the next
    // pickup falls within the lead time.
    const changesAt = Math.min(
      instantOf(addDays(today, 1), 0, timeZone).getTime(),
      orderingPausedUntil?.getTime() ?? Infinity,
      next.changesAt,
    );
    const json = Buffer.from(JSON.stringify(view), 'utf8');
    return {
      shop,
      accountId,
      language,
      defaultLanguage,
      today,
      validUntil: changesAt,
      builtAt: now.getTime(),
      json: new EncodedBody(json),
      etag: entityTag(json),
    };
  }
}

/** A build's key: the shop, and the language asked for (none: the shop's default, not yet known). */
function buildKey(shop: string, language: Language | undefined): string {
  return language ? `${shop}?lang=${language}` : shop;
}
