import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import {
  addDays,
  discountRulesFromPublicView,
  instantOf,
  lineAllergensOf,
  optionLinesOf,
  platformFeeCents,
  priceCart,
  splitForCustomers,
  todayIn,
  toMinutes,
  weekdayOf,
  ORDER_LIMITS,
  type OptionGroup,
  type OrderState,
  type SelectedOptions,
  type TimeSlot,
  optionGroupsOf,
  pricedItemOf,
  type ShopItem,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { PaymentsService } from '../payments/payments.service';
import { PromotionsService } from '../promotions/promotions.service';
import { SchedulingService } from '../scheduling/scheduling.service';

/** How far back the demo history goes, and how far ahead orders are already in. */
const HISTORY_DAYS = 42;
const AHEAD_DAYS = 5;
const MINUTE = 60_000;

const FIRST_NAMES = [
  'An',
  'Bram',
  'Charlotte',
  'Dries',
  'Elke',
  'Femke',
  'Gilles',
  'Hanne',
  'Jonas',
  'Lotte',
  'Mathias',
  'Nele',
  'Pieter',
  'Sofie',
  'Tom',
  'Wout',
  'Yasmine',
  'Zoë',
];
const LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Vermeulen',
];
const KITCHEN_NOTES = ['Zonder ui, graag', 'Extra servetjes aub', 'Saus apart'];

type Item = ShopItem;

interface DemoOrder {
  state: OrderState;
  customer: { name: string; phone: string; email: string };
  date: string;
  piece: TimeSlot;
  createdAt: Date;
  /** Minutes the customer took on the payment page. */
  minutesToPay: number;
  cart: { item: Item; groups: OptionGroup[]; quantity: number; selectedOptions: SelectedOptions }[];
}

/** Same numbers every run: the demo is deterministic given the clock. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)];
  return { next, int, pick };
}

/** A choice a customer could make: required groups always filled, others now and then. */
function chooseOptions(
  groups: readonly OptionGroup[],
  random: ReturnType<typeof randomSource>,
): SelectedOptions {
  const selected: SelectedOptions = {};
  for (const [index, group] of groups.entries()) {
    if (!group.required && random.next() < 0.6) continue;
    if (group.type === 'text') selected[index] = random.pick(KITCHEN_NOTES);
    else if (group.type === 'select') selected[index] = random.int(0, group.options.length - 1);
    else {
      const count = random.int(1, Math.min(group.maxSelections ?? 1, group.options.length));
      const shuffled = group.options.map((_, choice) => choice).sort(() => random.next() - 0.5);
      selected[index] = shuffled.slice(0, count).sort((a, b) => a - b);
    }
  }
  return selected;
}

/**
 * A realistic history of paid orders for the demo shop, so its dashboard tells a story: the past six
 * weeks (picked up), today (picked up when their slot is over) and the coming days, in the shop's
 * real pickup slots, with the demo catalog's products and menus priced by the domain's pricing. Written
 * straight into the ordering tables in the seed's transaction; no mail or event goes out for them.
 */
export async function seedDemoOrders(
  app: INestApplicationContext,
  accountId: string,
  ownerId: string,
): Promise<void> {
  const now = app.get(Clock).now();
  const { timeZone } = await app.get(AccountsService).pickupPolicy(accountId);
  const today = todayIn(timeZone, now);
  const firstDay = addDays(today, -HISTORY_DAYS);
  const week = await app.get(SchedulingService).pickupSlots(accountId);
  // By name: ids are random and the seed's items share one creation instant, so only names keep
  // the picks the same from run to run.
  const items: Item[] = [
    ...(await app.get(CatalogService).productsSoldAlone(accountId)),
    ...(await app.get(MenusService).listPublicMenus(accountId)),
  ].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  if (items.length === 0) return;
  const rules = discountRulesFromPublicView(
    await app.get(PromotionsService).publicDiscounts(accountId, firstDay),
  );
  const payment = (await app.get(PaymentsService).chargeableAccount(accountId)) ?? {
    provider: 'sandbox' as const,
    providerAccountId: 'acct_demo',
  };
  const fee = app.get<AppConfig>(APP_CONFIG).platformFee;
  const random = randomSource(Number(today.replaceAll('-', '')));

  const orders: DemoOrder[] = [];
  for (let offset = -HISTORY_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const pieces = week[weekdayOf(date)].flatMap(splitForCustomers);
    if (pieces.length === 0) continue;
    // Busy today and on recent days; only the first few orders are in for the days ahead.
    const count = offset > 0 ? random.int(1, Math.max(1, 5 - offset)) : offset === 0 ? 8 : random.int(3, 8);
    for (let n = 0; n < count; n++) {
      const piece = random.pick(pieces);
      const pickupAt = instantOf(date, toMinutes(piece.start) as number, timeZone);
      // Placed a few hours to two days ahead, and never after now.
      const placedAt = Math.min(
        pickupAt.getTime() - random.int(2 * 60, 48 * 60) * MINUTE,
        now.getTime() - random.int(5, 90) * MINUTE,
      );
      const pickedUp = pickupAt.getTime() + 30 * MINUTE <= now.getTime();
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      orders.push({
        state: pickedUp ? 'picked_up' : 'paid',
        customer: {
          name: `${first} ${last}`,
          phone: `+3247${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
          email:
            `${first}.${last}`
              .toLowerCase()
              .normalize('NFD')
              .replace(/[^a-z.]/g, '') + '@voorbeeld.be',
        },
        date,
        piece,
        createdAt: new Date(placedAt),
        minutesToPay: random.int(1, 4),
        cart: Array.from({ length: random.int(1, 3) }, () => {
          const item = random.pick(items);
          const groups = optionGroupsOf(item);
          return {
            item,
            groups,
            quantity: random.next() < 0.75 ? 1 : random.int(2, 3),
            selectedOptions: chooseOptions(groups, random),
          };
        }),
      });
    }
  }

  // Oldest first, so the numbers the database hands out rise with time, as real ones do.
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const db = app.get(UnitOfWork).manager;
  const claims = new Map<string, number>();
  for (const order of orders) {
    const placedOn = todayIn(timeZone, order.createdAt);
    const priced = priceCart(
      order.cart.map((line) => ({
        item: pricedItemOf(line.item),
        quantity: line.quantity,
        selectedOptions: line.selectedOptions,
      })),
      rules,
      placedOn,
    );
    const id = randomUUID();
    const paidAt = new Date(order.createdAt.getTime() + order.minutesToPay * MINUTE);
    const pickupEnd = instantOf(order.date, toMinutes(order.piece.end) as number, timeZone);
    const pickedUpAt =
      order.state === 'picked_up'
        ? new Date(Math.min(pickupEnd.getTime() - 10 * MINUTE, now.getTime()))
        : null;
    await db.query(
      `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
         slot_start, slot_end, total_cents, discount_cents, fee_cents, holds_place, payment_provider,
         payment_account_id, payment_expires_at, created_at, paid_at, picked_up_at, acknowledged_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true, $13, $14, $15, $16, $17, $18, $17)`,
      [
        id,
        accountId,
        order.state,
        order.customer.name,
        order.customer.phone,
        order.customer.email,
        order.date,
        order.piece.start,
        order.piece.end,
        priced.totalCents,
        priced.discountCents,
        platformFeeCents(priced.totalCents, fee),
        payment.provider,
        payment.providerAccountId,
        new Date(order.createdAt.getTime() + ORDER_LIMITS.paymentWindowMinutes * MINUTE),
        order.createdAt,
        paidAt,
        pickedUpAt,
      ],
    );
    // Its history as a real one would have it: paid at the provider, picked up by the shop's owner.
    await db.query(
      `INSERT INTO order_history (order_id, account_id, at, transition, from_state, to_state, actor_kind, by_user)
       VALUES ($1, $2, $3, 'paid', 'pending_payment', 'paid', 'provider', NULL)`,
      [id, accountId, paidAt],
    );
    if (pickedUpAt)
      await db.query(
        `INSERT INTO order_history (order_id, account_id, at, transition, from_state, to_state, actor_kind, by_user)
         VALUES ($1, $2, $3, 'pickedUp', 'paid', 'picked_up', 'member', $4)`,
        [id, accountId, pickedUpAt, ownerId],
      );
    for (const [position, line] of order.cart.entries()) {
      const price = priced.lines[position];
      await db.query(
        `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
           option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate,
           discount_hundredths, discount_cents, allergens, customer_texts)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           -- Demo orders were placed in Dutch: their customer read the Dutch texts.
           jsonb_build_object('name', $6::text, 'optionLines', $8::jsonb, 'includedProducts', $9::jsonb))`,
        [
          accountId,
          id,
          position,
          line.item._id,
          line.item.type,
          line.item.name,
          JSON.stringify(line.selectedOptions),
          JSON.stringify(optionLinesOf(line.groups, line.selectedOptions, 'nl')),
          JSON.stringify(line.item.type === 'menu' ? line.item.products.map((product) => product.name) : []),
          line.quantity,
          price.unitCents,
          price.lineCents,
          price.vatRate,
          Math.round(price.discountPercent * 100),
          price.discountCents,
          lineAllergensOf(line.item.allergens, line.groups, line.selectedOptions),
        ],
      );
    }
    const piece = `${order.date} ${order.piece.start}`;
    claims.set(piece, (claims.get(piece) ?? 0) + 1);
  }
  // Each paid order holds its place in its slot piece, as a placed one does.
  for (const [piece, taken] of claims) {
    const [date, start] = piece.split(' ');
    await db.query(
      `INSERT INTO slot_claims (account_id, pickup_date, slot_start, taken) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, pickup_date, slot_start) DO UPDATE SET taken = slot_claims.taken + $4`,
      [accountId, date, start, taken],
    );
  }
}
