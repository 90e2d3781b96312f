import { Accounts1767000000000 } from './1767000000000-accounts';
import { Catalog1767100000000 } from './1767100000000-catalog';
import { Scheduling1767200000000 } from './1767200000000-scheduling';
import { Payments1767300000000 } from './1767300000000-payments';
import { ShopImages1767400000000 } from './1767400000000-shop-images';
import { ImageKeys1767500000000 } from './1767500000000-image-keys';
import { DomainEvents1767700000000 } from './1767700000000-domain-events';
import { PaymentEventOrder1767800000000 } from './1767800000000-payment-event-order';
import { LoginAttemptClients1767900000000 } from './1767900000000-login-attempt-clients';
import { NormalizedEmails1768000000000 } from './1768000000000-normalized-emails';
import { Menus1768100000000 } from './1768100000000-menus';
import { VatRates1768150000000 } from './1768150000000-vat-rates';
import { Promotions1768200000000 } from './1768200000000-promotions';
import { Ordering1768300000000 } from './1768300000000-ordering';
import { Mail1768400000000 } from './1768400000000-mail';
import { OrderRateIndex1768500000000 } from './1768500000000-order-rate-index';
import { OrderTurns1768600000000 } from './1768600000000-order-turns';
import { UnpaidHolds1768700000000 } from './1768700000000-unpaid-holds';
import { BigintMoney1768800000000 } from './1768800000000-bigint-money';
import { MailReplyTo1768900000000 } from './1768900000000-mail-reply-to';
import { OrderNumbers1769000000000 } from './1769000000000-order-numbers';
import { SessionLinks1769000100000 } from './1769000100000-session-links';
import { ItemReferences1769200000000 } from './1769200000000-item-references';
import { ShopChangeTriggers1769300000000 } from './1769300000000-shop-change-triggers';
import { Allergens1769400000000 } from './1769400000000-allergens';
import { StockClaims1769500000000 } from './1769500000000-stock-claims';
import { SoldOutToday1769510000000 } from './1769510000000-sold-out-today';
import { OrderingPause1769520000000 } from './1769520000000-ordering-pause';
import { DailyLimits1769530000000 } from './1769530000000-daily-limits';
import { VacationPreOrders1769540000000 } from './1769540000000-vacation-pre-orders';
import { ListedOrdersPickupIndex1769927000000 } from './1769927000000-listed-orders-pickup-index';
import { OrderLineDiscounts1770010000000 } from './1770010000000-order-line-discounts';
import { OptionSurchargeTexts1770100000000 } from './1770100000000-option-surcharge-texts';
import { Languages1770150000000 } from './1770150000000-languages';
import { RetentionCandidatesIndex1770200000000 } from './1770200000000-retention-candidates-index';
import { ExportPaidIndex1770200100000 } from './1770200100000-export-paid-index';
import { OrderSearchIndexes1770900000000 } from './1770900000000-order-search-indexes';
import { EventRetentionIndexes1770900100000 } from './1770900100000-event-retention-indexes';
import { MailRetentionIndexes1772200000000 } from './1772200000000-mail-retention-indexes';
import { UnpaidHoldShares1773100000000 } from './1773100000000-unpaid-hold-shares';
import { LoginSuccesses1773200000000 } from './1773200000000-login-successes';
import { RefundRequestClaims1773400000000 } from './1773400000000-refund-request-claims';
import { OrderLineCustomerTexts1773700000000 } from './1773700000000-order-line-customer-texts';
import { AllergenInfoTextTranslations1773700100000 } from './1773700100000-allergen-info-text-translations';
import { CustomerCancel1773800000000 } from './1773800000000-customer-cancel';
import { UnpaidDayHolds1773900000000 } from './1773900000000-unpaid-day-holds';
import { OrderHistory1774200000000 } from './1774200000000-order-history';
import { Users1774300000000 } from './1774300000000-users';
import { Invitations1774400000000 } from './1774400000000-invitations';
import { TwoFactor1774500000000 } from './1774500000000-two-factor';
import { Activity1774600000000 } from './1774600000000-activity';
import { OrderAttention1774800000000 } from './1774800000000-order-attention';
import { Printing1774700000000 } from './1774700000000-printing';
import { PushSubscriptions1774900000000 } from './1774900000000-push-subscriptions';
import { Webhooks1775000000000 } from './1775000000000-webhooks';
import { Refunds1769600000000 } from './1769600000000-refunds';

/** Applied in order at start; never edit one that has shipped, add a new one. */
export const MIGRATIONS = [
  Accounts1767000000000,
  Catalog1767100000000,
  Scheduling1767200000000,
  Payments1767300000000,
  ShopImages1767400000000,
  ImageKeys1767500000000,
  DomainEvents1767700000000,
  PaymentEventOrder1767800000000,
  LoginAttemptClients1767900000000,
  NormalizedEmails1768000000000,
  Menus1768100000000,
  VatRates1768150000000,
  Promotions1768200000000,
  Ordering1768300000000,
  Mail1768400000000,
  OrderRateIndex1768500000000,
  OrderTurns1768600000000,
  UnpaidHolds1768700000000,
  BigintMoney1768800000000,
  MailReplyTo1768900000000,
  OrderNumbers1769000000000,
  SessionLinks1769000100000,
  ItemReferences1769200000000,
  ShopChangeTriggers1769300000000,
  Allergens1769400000000,
  StockClaims1769500000000,
  SoldOutToday1769510000000,
  OrderingPause1769520000000,
  DailyLimits1769530000000,
  VacationPreOrders1769540000000,
  Refunds1769600000000,
  ListedOrdersPickupIndex1769927000000,
  OrderLineDiscounts1770010000000,
  OptionSurchargeTexts1770100000000,
  Languages1770150000000,
  RetentionCandidatesIndex1770200000000,
  ExportPaidIndex1770200100000,
  OrderSearchIndexes1770900000000,
  EventRetentionIndexes1770900100000,
  MailRetentionIndexes1772200000000,
  UnpaidHoldShares1773100000000,
  LoginSuccesses1773200000000,
  RefundRequestClaims1773400000000,
  OrderLineCustomerTexts1773700000000,
  AllergenInfoTextTranslations1773700100000,
  CustomerCancel1773800000000,
  UnpaidDayHolds1773900000000,
  OrderHistory1774200000000,
  Users1774300000000,
  Invitations1774400000000,
  TwoFactor1774500000000,
  Activity1774600000000,
  Printing1774700000000,
  OrderAttention1774800000000,
  PushSubscriptions1774900000000,
  Webhooks1775000000000,
];
