import type { AccountSettings, AdminDiscountsView, CollectionView, DiscountView } from './api-views';
import type { MenuView, PaymentProviderView, ProductView, PublicDiscountsView } from './api-views';
import type { PublicMenuView } from './api-views';
import type { LoginInput, PasswordResetConfirmation, PasswordResetRequest, SignupInput } from './auth-input';
import type { SelectedOptions } from './catalog/item-price';
import type { ItemKind } from './pricing/priced-item';
import type { OptionGroupView } from './api-views';
import type { SoldOutInput } from './catalog/sold-out';
import type { AllergenCode, DietaryLabel } from './catalog/allergens';
import type { VatRate } from './pricing/vat-rate';
import type { FieldErrors } from './parsing';
import type { PublicProductView, PublicShopInfoView } from './public-views';
import type { ContentTranslations } from './i18n/content-translations';
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
  AdminOrderDetailView,
  AdminOrderPage,
  AdminOrderView,
  MailFailureView,
  MailTransportView,
} from './ordering/order-views';
import type { MonthlyRevenueView, OrderMailView, PlaceOrderAnswer } from './ordering/order-views';
import type { PrepListView, PricesChangedAnswer, PublicOrderView } from './ordering/order-views';
import type { UnavailableAnswer } from './ordering/order-views';
import type { SlotAvailabilityView } from './ordering/order-views';
import type { BusyInput, OrderingStatusView, PauseInput } from './ordering/ordering-pause';
import type { CustomerCancelPolicy } from './ordering/customer-cancel';
import type { MarkPickedUp, MarkReady, UndoMove } from './ordering/order-moves';
import type { CancelOrderInput } from './ordering/parse-refund';
import type { RefundLineChoice } from './ordering/refund-amounts';
import type { ExportRange } from './ordering/export-range';
import type { DiscountType } from './api-views';
import type { Language } from './i18n/languages';
import type { InvitationAcceptance, InvitationInput, RoleChange, TeamView } from './team/team';
import type { MemberShopView, ShopSwitchInput } from './team/shops';
import type { ActivityFilter, ActivityPage } from './team/activity';
import type { PrintAgainAnswer, PrinterCreated, PrinterInput, PrinterView } from './printing/printers';
import type {
  CloudPrntConfirmQuery,
  CloudPrntJobQuery,
  CloudPrntPoll,
  CloudPrntPollAnswer,
} from './printing/cloudprnt';
import type {
  WebhookDeliveryPage,
  WebhookDeliveryQueued,
  WebhookEndpointChange,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookOrderPayload,
} from './integrations/webhooks';
import type { TwoFactorCodeInput, TwoFactorLoginInput, TwoFactorRequiredInput } from './team/two-factor';
import type { PushSubscriptionInput, PushUnsubscribeInput } from './push/push-subscription';

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
  /** A session; `twoFactorSetupRequired` when the shop asks a second factor the person has not set up yet. */
  LoginAnswer: { token: string; twoFactorSetupRequired?: boolean };
  /** A person with a second factor: no session yet, the challenge for `POST /api/admin/auth/login/two-factor`. */
  TwoFactorChallengeAnswer: { twoFactorRequired: true; challenge: string };
  TwoFactorLoginInput: TwoFactorLoginInput;
  TwoFactorCodeInput: TwoFactorCodeInput;
  TwoFactorRequiredInput: TwoFactorRequiredInput;
  TwoFactorSetupAnswer: { secret: string; otpauthUrl: string };
  RecoveryCodesAnswer: { recoveryCodes: string[] };
  TwoFactorStatusView: { enabled: boolean; requiredByShop: boolean };
  SessionList: { sessions: SessionView[] };
  /** The server's VAPID public key (base64url, 65 bytes uncompressed P-256): `applicationServerKey` of `pushManager.subscribe`. */
  PushPublicKeyView: { publicKey: string };
  /** The browser's `PushSubscription.toJSON()`. */
  PushSubscriptionInput: PushSubscriptionInput;
  PushUnsubscribeInput: PushUnsubscribeInput;
  /** A device kept for the person asking, in the session's shop. */
  PushDeviceView: { endpoint: string };
  PasswordResetRequest: PasswordResetRequest;
  PasswordResetConfirmation: PasswordResetConfirmation;
  MessageAnswer: { message: string };
  AccountSettings: AccountSettings;
  TeamView: TeamView;
  ActivityPage: ActivityPage;
  ActivityQuery: ActivityFilter & PageQuery;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointChange: WebhookEndpointChange;
  WebhookEndpointCreated: WebhookEndpointCreated;
  WebhookEndpointView: WebhookEndpointView;
  WebhookEndpointList: WebhookEndpointView[];
  WebhookDeliveryPage: WebhookDeliveryPage;
  WebhookDeliveryQueued: WebhookDeliveryQueued;
  /** The body of each webhook delivery; for order events `data` is an AdminOrderDetailView. */
  WebhookOrderPayload: WebhookOrderPayload;
  MemberShopView: MemberShopView;
  MemberShopsView: MemberShopView[];
  ShopSwitchInput: ShopSwitchInput;
  /** 'Nieuwe zaak toevoegen': the new shop, and a session in it. */
  ShopAdded: { shopId: string; token: string };
  InvitationInput: InvitationInput;
  PrinterInput: PrinterInput;
  PrinterCreated: PrinterCreated;
  PrinterList: PrinterView[];
  PrintAgainAnswer: PrintAgainAnswer;
  CloudPrntPoll: CloudPrntPoll;
  CloudPrntPollAnswer: CloudPrntPollAnswer;
  CloudPrntJobQuery: CloudPrntJobQuery;
  CloudPrntConfirmQuery: CloudPrntConfirmQuery;
  /** Whether the DELETE settled a job the printer held (false: none, or already confirmed). */
  CloudPrntSettled: { settled: boolean };
  InvitationCreated: { invitationId: string };
  RoleChange: RoleChange;
  InvitationAcceptance: InvitationAcceptance;
  SettingsRequest: SettingsRequest;
  /** The settings saved, and a Dutch warning when a same-day pickup can no longer be met. */
  SettingsSaved: AccountSettings & { warning?: string };

  CollectionRequest: CollectionRequest;
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
  ItemsUnavailableAnswer: ItemsUnavailableAnswer;
  OrderConflict: OrderConflict;
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
  AdminOrderDetailView: AdminOrderDetailView;
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
/** One of a person's sessions ('Mijn sessies'): when and from where it was opened. */
export interface SessionView {
  sessionId: string;
  createdAt: string;
  userAgent: string | null;
  /** The client's network, shortened (IPv4 /24, IPv6 /48), never the full address. */
  client: string | null;
  shopId: string;
  /** The session that asks. */
  current: boolean;
}

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

/** Something the request names by its `_id`, as the read that gave it (say a collection of a product). */
export interface IdRef {
  _id: string;
  [field: string]: unknown;
}

/** `{ collections: [...] }`: the ordered list, as ids or as the collection objects the list gives. */
export interface CollectionOrderRequest {
  collections: (string | IdRef)[];
}

/** A collection as created or edited; what its read gives besides may be sent back, and is ignored. */
export interface CollectionRequest {
  name: string;
  /** One of the 25 named icons, or an image URL. */
  icon: string;
  /** The name in French and English (`{ fr: { name } }`); absent: keep the stored ones. */
  translations?: ContentTranslations;
  /**
   * Ignored: the path names the collection.
   * @readOnly
   */
  _id?: string;
  /**
   * Ignored: the reorder request sets it.
   * @readOnly
   */
  sortOrder?: number;
}

/**
 * The shop's settings as saved: what `GET /api/admin/account/settings` gives may be sent back as it
 * is (its fields that saving does not change are ignored), or as a multipart form where every value
 * is text. Left out: a switch is off (the new-order mails on), the lead time 24 hours, the slot
 * capacity unlimited, the language Dutch.
 */
export interface SettingsRequest {
  name: string;
  shopName: string;
  shopDescription: string;
  shopAddress: string;
  websiteUrl?: string;
  contactEmail: string;
  contactGsm: string;
  /** Whole hours from 0 to 24; '' is the default of 24. */
  shopMinimumOrderTimeBeforePickup?: number | string;
  darkMode?: boolean;
  /** Whole orders from 1 to 1000; null or '' is unlimited. */
  maxOrdersPerSlot?: number | string | null;
  newOrderMails?: boolean;
  /** 'Herinnering na … minuten': whole minutes from 1 to 120; '' is the default of 5; absent: keep. */
  unseenReminderMinutes?: number | string;
  /** 'Automatisch annuleren … minuten voor het ophaalmoment': 5 to 1440; null or '' is off; absent: keep. */
  autoCancelMinutesBeforePickup?: number | string | null;
  /** 'Bestellingen automatisch bevestigen'; absent: keep. */
  autoConfirmOrders?: boolean;
  defaultLanguage?: Language | '';
  allergenInfoComplete?: boolean;
  allergenInfoText?: string;
  /** `{ fr: { description } }`; absent: keep the stored ones. */
  shopDescriptionTranslations?: ContentTranslations;
  /** `{ fr: { description } }`; absent: keep the stored ones. */
  allergenInfoTextTranslations?: ContentTranslations;
  /** Drop the current logo (without a new `shopLogo` file). */
  removeShopLogo?: boolean;
  /** Drop the current banner (without a new `shopBanner` file). */
  removeShopBanner?: boolean;
  /** @readOnly */
  _id?: string;
  /**
   * The login's e-mail address, which saving the settings does not change.
   * @readOnly
   */
  email?: string;
  /** @readOnly */
  subdomain?: string;
  /** @readOnly */
  onboardingCompleted?: boolean;
  /** @readOnly */
  timeZone?: string;
  /** @readOnly */
  shopLogoUrl?: string;
  /** @readOnly */
  shopBannerUrl?: string;
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
  /** A collection's `_id` (or the collection object the item's read gives); empty for none. */
  collection?: string | IdRef | null;
  productOptions?: OptionGroupView[];
  /** On edit without a new image: false removes the current one. */
  keepExistingImage?: boolean;
  allergens?: AllergenCode[];
  mayContain?: AllergenCode[];
  dietary?: DietaryLabel[];
  dailyLimit?: number | null;
  /** The name and description in French and English (`{ fr: { name, description } }`); absent: keep the stored ones. */
  translations?: ContentTranslations;
  /**
   * Ignored: the path names the item.
   * @readOnly
   */
  _id?: string;
  /** @readOnly */
  hasImage?: boolean;
  /** @readOnly */
  imageUrl?: string | null;
  /**
   * Ignored: `PUT …/sold-out` marks it.
   * @readOnly
   */
  soldOut?: boolean;
}

export interface ProductRequest extends ItemRequest {
  /** The collection's icon, sent by the screens; the collection's own counts. */
  icon?: string;
  /** Null or empty: unlimited. */
  stockQuantity?: number | null;
  soldAlone?: boolean;
}

export interface MenuRequest extends ItemRequest {
  /** The included products' ids (or the products the menu's read gives), in order; multipart: `products[i]`. */
  products: (string | IdRef)[];
  /** @readOnly */
  productAllergens?: AllergenCode[];
  /** @readOnly */
  productMayContain?: AllergenCode[];
  /** @readOnly */
  productCount?: number;
  /** @readOnly */
  productsValue?: number;
}

/** A discount as sent: `discount` in percent; ids for what it applies to. */
export interface DiscountRequest {
  discountType: DiscountType;
  discount: number;
  startDate: string;
  endDate: string;
  /** Collection discounts: the collection's `_id` (or the collection object the discount's read gives). */
  collection?: string | IdRef | null;
  /** Product/menu discounts: ids, or the objects the discount's read gives. */
  products?: (string | IdRef)[];
  menus?: (string | IdRef)[];
  description?: string;
  /** Whole-shop discounts: the description in French and English; absent: keep the stored ones. */
  translations?: ContentTranslations;
  /**
   * Ignored: the path names the discount.
   * @readOnly
   */
  _id?: string;
}

/** The cart at 'Bestellen': prices in euros, checked against the server's (never charged as sent). */
export interface OrderRequest {
  name: string;
  phone: string;
  email: string;
  /**
   * The pickup day: `YYYY-MM-DD`, or `Day{weekdayIndex}-YYYY-MM-DD` as the order form sends it (0 =
   * Sunday), whose index must be the date's weekday (ORDER_DATE_PATTERN).
   * @pattern ^(?:Day([0-6])-)?(\d{4}-\d{2}-\d{2})$
   */
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

/**
 * A 409 of placing an order when the shop has less of something than the cart asks: the error
 * shape, and how many of each line it could still take.
 */
export interface ItemsUnavailableAnswer extends UnavailableAnswer {
  statusCode: 409;
  message: string;
  error: 'Conflict';
}

/**
 * Any other 409 of placing an order, in the error shape without a `code`: ordering is paused, the
 * shop cannot take payments, the customer has too many unpaid orders, or the slot is full (then
 * `fields.timeSlot` says so).
 */
export interface OrderConflict {
  statusCode: 409;
  message: string;
  error: 'Conflict';
  fields?: FieldErrors;
  code?: undefined;
}

/** `{ amount, reason }` (euros) or `{ lines: [{ position, quantity }], reason }`. */
export type RefundRequest =
  { reason: string; amount: number } | { reason: string; lines: RefundLineChoice[] };
