import { DomainEventEntity, HandledEventEntity } from '../common/events/domain-event.entity';
import { AccountEntity } from '../modules/accounts/account.entity';
import { UserEntity } from '../modules/accounts/user.entity';
import { LoginFailureEntity } from '../modules/accounts/login-failure.entity';
import { LoginSuccessEntity } from '../modules/accounts/login-success.entity';
import { RevokedTokenEntity } from '../modules/accounts/revoked-token.entity';
import { CollectionEntity } from '../modules/catalog/collection.entity';
import { ProductEntity } from '../modules/catalog/product.entity';
import { MenuProductEntity } from '../modules/menus/menu-product.entity';
import { MenuEntity } from '../modules/menus/menu.entity';
import { OrderLineEntity } from '../modules/ordering/order-line.entity';
import { OrderEntity } from '../modules/ordering/order.entity';
import { RefundEntity } from '../modules/ordering/refund.entity';
import { OrderHistoryEntity } from '../modules/ordering/order-history.entity';
import { PaymentAccountEntity } from '../modules/payments/payment-account.entity';
import { ProcessedEventEntity } from '../modules/payments/processed-event.entity';
import { VacationPeriodEntity } from '../modules/scheduling/vacation-period.entity';
import { WeeklySlotEntity } from '../modules/scheduling/weekly-slot.entity';

/** Every entity the data source knows; each context adds its own here. */
export const ENTITIES = [
  AccountEntity,
  UserEntity,
  RevokedTokenEntity,
  LoginFailureEntity,
  LoginSuccessEntity,
  CollectionEntity,
  ProductEntity,
  MenuEntity,
  MenuProductEntity,
  WeeklySlotEntity,
  VacationPeriodEntity,
  OrderEntity,
  OrderLineEntity,
  RefundEntity,
  OrderHistoryEntity,
  PaymentAccountEntity,
  ProcessedEventEntity,
  DomainEventEntity,
  HandledEventEntity,
];
