import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type Parsed } from '../parsing';
import type { Role } from './roles';

/** One shop a person works in, as `GET /api/admin/shops` lists it for the shop switcher. */
export interface MemberShopView {
  shopId: string;
  shopName: string;
  /** Empty until the shop chose its address. */
  subdomain: string;
  role: Role;
}

/** How many shops one person may open ('Nieuwe zaak toevoegen'): a bound, so no session can make them without end. */
export const MAX_SHOPS_PER_PERSON = 20;

/** `POST /api/admin/auth/switch-shop`: the shop the next session is for. */
export interface ShopSwitchInput {
  shopId: string;
}

const SHOP_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseShopSwitch(input: unknown): Parsed<ShopSwitchInput> {
  const { fields, errors } = readBody(input, ['shopId']);
  return combine(
    {
      shopId:
        typeof fields.shopId === 'string' && SHOP_ID_PATTERN.test(fields.shopId)
          ? valid(fields.shopId.toLowerCase())
          : invalid(MESSAGES.shopNotYours),
    },
    errors,
  );
}
