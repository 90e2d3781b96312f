import type { CollectionView, PublicDiscountsView, PublicMenuView } from './api-views';
import type { Language } from './i18n/languages';
import type { PublicProductView, PublicShopInfoView } from './public-views';
import type { NextPickup } from './ordering/next-pickup';
import type { VacationRange, WeeklySlots } from './scheduling';

/**
 * `GET /api/shop/{shop}/storefront`: everything the shop page needs in one read (and inlined in the
 * page the server sends for `/{shop}`), so the first paint needs no API round trip. The spec's
 * separate public reads give the same pieces.
 */
export interface StorefrontView {
  /** The shop identifier, lowercase, as in `/{shop}`. */
  shop: string;
  /** The language the content is given in (names, descriptions …), each text falling back to Dutch. */
  language: Language;
  info: PublicShopInfoView;
  /** Every collection of the shop, in sortOrder (an empty one shows 'Geen items in deze collectie.'). */
  collections: CollectionView[];
  /** Products sold alone. */
  products: PublicProductView[];
  /** Menus with at least one product. */
  menus: PublicMenuView[];
  /** Discounts running today or later. */
  discounts: PublicDiscountsView;
  /** Keyed zondag … zaterdag, as `GET /api/shop/{shop}/pickup-slots`. */
  pickupSlots: WeeklySlots;
  /** Keyed maandag … zondag, as `GET /api/shop/{shop}/opening-hours`. */
  openingHours: WeeklySlots;
  /** Vacations under way or to come. */
  vacations: VacationRange[];
  /** The shop's calendar day (its time zone) when this was answered, `YYYY-MM-DD`. */
  today: string;
  /** 'Bestellingen pauzeren': no orders until this ISO instant; null when orders are taken. */
  orderingPausedUntil: string | null;
  /** Busy mode ('Drukte'): minutes added to today's lead time (PickupSchedule.busyMinutes); 0 when calm. */
  busyMinutes: number;
  /**
   * The earliest piece a customer could choose now (lead time, busy mode, pause, vacations, capacity
   * and closures included); null when there is none. The cached answer ends when this does.
   */
  nextPickup: NextPickup | null;
}
