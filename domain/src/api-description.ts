import type { AccountSettings, AdminDiscountsView, CollectionView, DiscountView } from './api-views';
import type { MenuView, PaymentProviderView, ProductView, PublicDiscountsView } from './api-views';
import type { PublicMenuView } from './api-views';
import type { LoginInput, PasswordResetConfirmation, PasswordResetRequest, SignupInput } from './auth-input';
import type { CollectionInput } from './catalog/collection-input';
import type { SelectedOptions } from './catalog/item-price';
import type { ItemKind } from './pricing/priced-item';
import type { OptionGroupView } from './api-views';
import type { SoldOutInput } from './catalog/sold-out';
import type { AllergenCode, DietaryLabel } from './catalog/allergens';
import type { VatRate } from './pricing/vat-rate';
import type { FieldErrors } from './parsing';
import type { PublicProductView, PublicShopInfoView } from './public-views';
import type { SettingsRequest } from './settings';
import type { StorefrontView } from './storefront-view';
import type {
  DaySlotsInput,
  TimeSlot,
  VacationEdit,
  VacationInput,
  VacationRange,
  WeeklySlots,
} from './scheduling';
import type {
  AdminOrderPage,
  AdminOrderView,
  MailFailureView,
  MailTransportView,
} from './ordering/order-views';
import type { MonthlyRevenueView, OrderMailView, PlaceOrderAnswer } from './ordering/order-views';
import type { PrepListView, PricesChangedAnswer, PublicOrderView } from './ordering/order-views';
import type { SlotAvailabilityView } from './ordering/order-views';
import type { BusyInput, OrderingStatusView, PauseInput } from './ordering/ordering-pause';
import type { CustomerCancelPolicy } from './ordering/customer-cancel';
import type { MarkPickedUp, MarkReady, UndoMove } from './ordering/order-moves';
import type { CancelOrderInput } from './ordering/parse-refund';
import type { RefundLineChoice } from './ordering/refund-amounts';
import type { ExportRange } from './ordering/export-range';
import type { DiscountType } from './api-views';
import type { Language } from './i18n/languages';

/**
 * The API description's types: `npm run api-schemas` turns each entry (and every type it refers to)
 * into a JSON Schema under its key, and each route names the entries it takes and answers, so the
 * description is read from the same types the server builds and the app reads.
 *
 * A request body is the type its `parse…` function gives where that is also what is sent; where the
 * parser turns what is sent into something else (euros into cents, `products` into `productIds`),
 * the sent shape is described here beside it.
 */
export interface ApiTypes {
  ApiErrorView: ApiErrorView;

  SignupInput: SignupInput;
  SignupAnswer: { _id: string; name: string; email: string };
  LoginInput: LoginInput;
  LoginAnswer: { token: string };
  PasswordResetRequest: PasswordResetRequest;
  PasswordResetConfirmation: PasswordResetConfirmation;
  MessageAnswer: { message: string };
  AccountSettings: AccountSettings;
  SettingsRequest: SettingsRequest;
  /** The settings saved, and a Dutch warning when a same-day pickup can no longer be met. */
  SettingsSaved: AccountSettings & { warning?: string };

  CollectionInput: CollectionInput;
  CollectionView: CollectionView;
  CollectionList: CollectionView[];
  CollectionOrderRequest: CollectionOrderRequest;
  ProductRequest: ProductRequest;
  ProductView: ProductView;
  ProductList: ProductView[];
  ProductPage: { items: ProductView[]; nextCursor: string | null };
  MenuRequest: MenuRequest;
  MenuView: MenuView;
  MenuList: MenuView[];
  SoldOutInput: SoldOutInput;
  ImageQuery: ImageQuery;

  DaySlotsInput: DaySlotsInput;
  WeeklySlots: WeeklySlots;
  VacationInput: VacationInput;
  VacationEdit: VacationEdit;
  VacationView: VacationView;
  VacationList: VacationView[];
  VacationRangeList: VacationRange[];

  DiscountRequest: DiscountRequest;
  DiscountView: DiscountView;
  AdminDiscountsView: AdminDiscountsView;
  PublicDiscountsView: PublicDiscountsView;

  PublicShopInfoView: PublicShopInfoView;
  PublicProductList: PublicProductView[];
  PublicMenuList: PublicMenuView[];
  StorefrontView: StorefrontView;
  StorefrontQuery: StorefrontQuery;

  OrderRequest: OrderRequest;
  PlaceOrderAnswer: PlaceOrderAnswer;
  PricesChangedAnswer: PricesChangedAnswer;
  PublicOrderView: PublicOrderView;
  OrderKeyQuery: { key: string };
  SlotAvailabilityQuery: { from: string; days: string };
  SlotAvailabilityView: SlotAvailabilityView;

  OrderFiltersQuery: OrderFiltersQuery;
  OrderPageQuery: OrderFiltersQuery & PageQuery;
  PageQuery: PageQuery;
  PrepListQuery: { date: string } & Pick<OrderFiltersQuery, 'pickedUp'>;
  ExportRange: ExportRange;
  AdminOrderView: AdminOrderView;
  AdminOrderList: AdminOrderView[];
  AdminOrderPage: AdminOrderPage;
  MonthlyRevenueView: MonthlyRevenueView;
  PrepListView: PrepListView;
  MarkPickedUp: MarkPickedUp;
  MarkReady: MarkReady;
  UndoMove: UndoMove;
  CancelOrderInput: CancelOrderInput;
  RefundRequest: RefundRequest;
  PauseInput: PauseInput;
  BusyInput: BusyInput;
  OrderingStatusView: OrderingStatusView;
  CustomerCancelPolicy: CustomerCancelPolicy;

  MailTransportView: MailTransportView;
  MailFailureList: MailFailureView[];
  OrderMailList: OrderMailView[];
  LiveTicket: { ticket: string; expiresInSeconds: number };
  TicketQuery: { ticket: string };
  TokenQuery: { token: string };

  SubdomainInput: { subdomain: string };
  LinkAnswer: { url: string };
  PaymentProviderView: PaymentProviderView;
  WebhookReceived: { received: true };
  HealthView: HealthView;
}

export type ApiType = keyof ApiTypes;

/**
 * `degraded` (still 200) with `liveUpdates: 'lost'` while the instance hears no notifications from
 * the database: its live dashboards and storefront cache miss changes until it hears them again.
 */
export type HealthView =
  | { status: 'ok'; database: 'ok'; details: HealthDetails }
  | { status: 'degraded'; database: 'ok'; liveUpdates: 'lost'; details: HealthDetails };

export interface HealthDetails {
  oldestUnsentJobSeconds: number;
}

/**
 * Every failure's body: `message` is the Dutch sentence a screen shows as it is, `fields` a Dutch
 * message per field that is wrong (a form shows each beside its field). Some failures add what a
 * client can act on (e.g. how many of an item are left).
 */
export interface ApiErrorView {
  statusCode: number;
  message: string;
  /** The status's standard reason phrase, e.g. 'Bad Request'. */
  error: string;
  fields?: FieldErrors;
  [detail: string]: unknown;
}

/** An owner's vacation, as the vacations screen lists it. */
export interface VacationView extends VacationInput {
  _id: string;
}

/** `?w=` one of the image widths, `?v=` the version the view's URL carries (then cached for good). */
export interface ImageQuery {
  v?: string;
  w?: string;
}

/** `?lang=nl|fr|en`: the storefront in that language; without it, in the shop's default language. */
export interface StorefrontQuery {
  lang?: Language;
}

/** `?limit=&cursor=`: one page; the cursor is the previous page's `nextCursor`. */
export interface PageQuery {
  limit?: string;
  cursor?: string;
}

/** `?search=` (name, number or phone), `?pickedUp=true|false`, `?from=&to=` (pickup days, `YYYY-MM-DD`). */
export interface OrderFiltersQuery {
  search?: string;
  pickedUp?: 'true' | 'false';
  from?: string;
  to?: string;
}

/** `{ collections: [...] }`: the ordered list, as ids or as collection objects carrying `_id`. */
export interface CollectionOrderRequest {
  collections: (string | { _id: string })[];
}

/**
 * What a product or menu form sends, as JSON or as a multipart form (every field as text, the
 * options as JSON text, the photo in `image`). Prices are euros.
 */
export interface ItemRequest {
  name: string;
  description?: string;
  price: number;
  vatRate?: VatRate;
  /** A collection's `_id`; empty for none. */
  collection?: string | null;
  productOptions?: OptionGroupView[];
  /** On edit without a new image: false removes the current one. */
  keepExistingImage?: boolean;
  allergens?: AllergenCode[];
  mayContain?: AllergenCode[];
  dietary?: DietaryLabel[];
  dailyLimit?: number | null;
}

export interface ProductRequest extends ItemRequest {
  /** The collection's icon, sent by the screens; the collection's own counts. */
  icon?: string;
  /** Null or empty: unlimited. */
  stockQuantity?: number | null;
  soldAlone?: boolean;
}

export interface MenuRequest extends ItemRequest {
  /** Ignored: the path names the menu. */
  _id?: string;
  /** The included products' ids (or products carrying `_id`), in order; multipart: `products[i]`. */
  products: (string | { _id: string })[];
}

/** A discount as sent: `discount` in percent; ids for what it applies to. */
export interface DiscountRequest {
  discountType: DiscountType;
  discount: number;
  startDate: string;
  endDate: string;
  collection?: string | null;
  products?: string[];
  menus?: string[];
  description?: string;
  /** Ignored: the path names the discount. */
  _id?: string;
}

/** The cart at 'Bestellen': prices in euros, checked against the server's (never charged as sent). */
export interface OrderRequest {
  name: string;
  phone: string;
  email: string;
  /** `YYYY-MM-DD`. */
  date: string;
  timeSlot: TimeSlot;
  cartItems: {
    _id: string;
    type: ItemKind;
    quantity: number;
    selectedOptions?: SelectedOptions;
    /** Sent by the cart, not read. */
    productOptions?: unknown;
    calculatedPrice: number;
  }[];
  /** The language the customer orders in: every later mail speaks it. Without it, the request's Accept-Language, else the shop's default. */
  language?: Language;
}

/** `{ amount, reason }` (euros) or `{ lines: [{ position, quantity }], reason }`. */
export type RefundRequest =
  { reason: string; amount: number } | { reason: string; lines: RefundLineChoice[] };
