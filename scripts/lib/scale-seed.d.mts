export interface ScaleSize {
  shops: number;
  items: number;
  orders: number;
}

/** Rows each phase added, by table. */
export type ScaleSeedAdded = Record<
  | 'accounts'
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
export function plannedOrders(size: Pick<ScaleSize, 'shops' | 'orders'>): number[];
export function openDatabase(): Promise<{ url: string; stop(): Promise<void> }>;
export function seedScale(
  url: string,
  size: ScaleSize,
  report?: (phase: string, ms: number, detail?: string) => void,
): Promise<ScaleSeedAdded>;
