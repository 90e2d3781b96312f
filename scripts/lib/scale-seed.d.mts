export interface ScaleSize {
  shops: number;
  items: number;
  orders: number;
  /** Orders of each of the few big shops (by default a quarter of all, at most 150,000). */
  bigShopOrders?: number;
}

/** Rows each phase added, by table. */
export type ScaleSeedAdded = Record<
  | 'accounts'
  | 'users'
  | 'memberships'
  | 'paymentAccounts'
  | 'weeklySlots'
  | 'collections'
  | 'products'
  | 'menus'
  | 'menuProducts'
  | 'discounts'
  | 'discountProducts'
  | 'orders'
  | 'lines'
  | 'refunds',
  number
>;

export const SCALE_PASSWORD: string;
export function scaleSubdomain(shop: number): string;
export function scaleOwnerEmail(shop: number): string;
export function plannedOrders(size: Omit<ScaleSize, 'items'>): number[];
export function openDatabase(): Promise<{ url: string; stop(): Promise<void> }>;
export function seedScale(
  url: string,
  size: ScaleSize,
  report?: (phase: string, ms: number, detail?: string) => void,
): Promise<ScaleSeedAdded>;
