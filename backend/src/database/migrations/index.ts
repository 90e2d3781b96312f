import { Accounts1767000000000 } from './1767000000000-accounts';
import { Catalog1767100000000 } from './1767100000000-catalog';
import { Scheduling1767200000000 } from './1767200000000-scheduling';
import { Payments1767300000000 } from './1767300000000-payments';
import { ShopImages1767400000000 } from './1767400000000-shop-images';

/** Applied in order at start; never edit one that has shipped, add a new one. */
export const MIGRATIONS = [
  Accounts1767000000000,
  Catalog1767100000000,
  Scheduling1767200000000,
  Payments1767300000000,
  ShopImages1767400000000,
];
