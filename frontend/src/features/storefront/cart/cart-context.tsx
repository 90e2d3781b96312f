import { t } from '@lingui/core/macro';
import {
  checkSelection,
  discountRulesFromPublicView,
  lineAllergens,
  optionGroupsOf,
  ORDER_MESSAGES,
  priceCart,
  pricedItemOf,
  type AllergenCode,
  type DiscountRule,
  type PricedCart,
  type PricedLine,
  type SelectedOptions,
  type ShopItem,
  type StorefrontView,
  unavailableChoiceOf,
} from '@bestelklaar/domain';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Announcer, type Announcement } from './Announcer';
import { cannotAddOneMore } from './availability';
import {
  MAX_LINE_QUANTITY,
  addEntry,
  changeEntryOptions,
  decrementEntry,
  findSameEntry,
  incrementEntry,
  limitEntries,
  totalQuantity,
  type CartEntry,
} from './cart-lines';
import { readStoredCart, writeStoredCart } from './cart-storage';
import { useHydrated } from '../../../lib/use-hydrated';
import { restoreCart } from './restore-cart';
import { chosenChoices, describeSelection } from '../item/selection';
import { findShopItem } from '../item/shop-item';

/** A cart line with its item from the shop's current data and its price from the pricing calculation. */
export interface CartItemLine {
  id: string;
  item: ShopItem;
  quantity: number;
  selectedOptions: SelectedOptions;
  /** What was chosen, one line per option group: 'Saus: Tartaar'. */
  optionLines: string[];
  /** The item's allergens with those its chosen options add. */
  allergens: AllergenCode[];
  price: PricedLine;
}

export interface CartApi {
  lines: CartItemLine[];
  /** Subtotaal, BTW, Korting and Totaal, from `priceCart`. */
  pricedCart: PricedCart;
  totalQuantity: number;
  /**
   * Adds one of the item with these options. Answers the spec's message when the options cannot be
   * ordered like this (nothing is added then), else undefined.
   */
  add(item: ShopItem, selectedOptions?: SelectedOptions): string | undefined;
  increment(lineId: string): void;
  /** One less; the line goes at 0. */
  decrement(lineId: string): void;
  /** Answers the spec's message when the options cannot be ordered like this, else undefined. */
  updateOptions(lineId: string, selectedOptions: SelectedOptions): string | undefined;
  clear(): void;
  /**
   * Lowers lines to what the shop can still give (0 takes a line out), as a refused order said, and
   * tells the customer with `notice`.
   */
  limitLines(limits: readonly { lineId: string; quantity: number }[], notice: string): void;
  /** Tells the customer something about the cart (shown above its lines and announced). */
  reportNotice(text: string): void;
  /** The shop this cart belongs to. */
  shop: string;
  /** The shop's data the cart is priced from (its pickup schedule is what the order form offers). */
  storefront: StorefrontView;
  /** What changed since the last visit (lines taken out), until the customer closes it. */
  notice: string | null;
  dismissNotice(): void;
  /** What the shop's prices are computed with: its discounts and its calendar day. */
  pricing: { rules: readonly DiscountRule[]; day: string };
}

const CartContext = createContext<CartApi | null>(null);

const NO_ENTRIES: readonly CartEntry[] = [];

export function useCart(): CartApi {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider around it.');
  return cart;
}

export interface CartProviderProps {
  storefront: StorefrontView;
  children?: ReactNode;
}

/** One cart per shop: another shop's page starts from that shop's own cart. */
export function CartProvider({ storefront, children }: CartProviderProps) {
  return (
    <ShopCart key={storefront.shop} storefront={storefront}>
      {children}
    </ShopCart>
  );
}

function ShopCart({ storefront, children }: CartProviderProps) {
  const { shop } = storefront;
  const [restored] = useState(() => restoreCart(readStoredCart(shop), storefront));
  const [entries, setEntries] = useState(restored.entries);
  const [notice, setNotice] = useState(restored.notice);
  const [announcement, setAnnouncement] = useState<Announcement | null>(
    restored.notice ? { id: 0, text: restored.notice } : null,
  );
  const announce = useCallback(
    (text: string, visible = false) =>
      setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text, visible })),
    [],
  );

  // The shop's data changed while the page is open (the owner took something away): check again.
  const [checkedAgainst, setCheckedAgainst] = useState(storefront);
  if (checkedAgainst !== storefront) {
    setCheckedAgainst(storefront);
    const again = restoreCart(entries, storefront);
    setEntries(again.entries);
    if (again.notice) {
      setNotice(again.notice);
      announce(again.notice);
    }
  }

  useEffect(() => writeStoredCart(shop, entries), [shop, entries]);

  const rules = useMemo(() => discountRulesFromPublicView(storefront.discounts), [storefront.discounts]);
  const day = storefront.today;

  // The server rendered the page with an empty cart: the stored one shows once the app took over.
  const hydrated = useHydrated();
  const shownEntries = hydrated ? entries : NO_ENTRIES;
  const known = useMemo(
    () =>
      shownEntries.flatMap((entry) => {
        const item = findShopItem(storefront, entry.kind, entry.itemId);
        return item ? [{ entry, item, pricedItem: pricedItemOf(item) }] : [];
      }),
    [shownEntries, storefront],
  );
  const pricedCart = useMemo(
    () =>
      priceCart(
        known.map(({ entry, pricedItem }) => ({
          item: pricedItem,
          quantity: entry.quantity,
          selectedOptions: entry.selectedOptions,
        })),
        rules,
        day,
      ),
    [known, rules, day],
  );
  const lines = useMemo(
    () =>
      known.map(({ entry, item, pricedItem }, index) => ({
        id: entry.id,
        item,
        quantity: entry.quantity,
        selectedOptions: entry.selectedOptions,
        optionLines: describeSelection(
          pricedItem.optionGroups,
          entry.selectedOptions,
          (group, chosen) => t`${group}: ${chosen}`,
        ),
        allergens: lineAllergens(
          item.allergens,
          chosenChoices(pricedItem.optionGroups, entry.selectedOptions),
        ),
        price: pricedCart.lines[index]!,
      })),
    [known, pricedCart],
  );

  const lineById = useCallback((lineId: string) => lines.find((line) => line.id === lineId), [lines]);

  const add = useCallback(
    (item: ShopItem, selectedOptions: SelectedOptions = {}) => {
      const groups = optionGroupsOf(item);
      const problem = checkSelection(groups, selectedOptions);
      if (problem) return problem;
      const unavailableChoice = unavailableChoiceOf(groups, selectedOptions);
      if (unavailableChoice) return ORDER_MESSAGES.choiceUnavailable(item.name, unavailableChoice);
      const name = item.name;
      // Judged by the shop's current data, which the cart keeps up to date.
      const unavailable = cannotAddOneMore(findShopItem(storefront, item.type, item._id) ?? item, entries);
      if (unavailable) {
        setNotice(unavailable);
        announce(unavailable);
        return unavailable;
      }
      const added = { kind: item.type, itemId: item._id, selectedOptions };
      const full = (findSameEntry(entries, added)?.quantity ?? 0) >= MAX_LINE_QUANTITY;
      setEntries((current) => addEntry(current, added));
      // Seen as well as heard: the cart is off screen on a phone, or far from the card pressed.
      announce(
        full
          ? t`Je kunt maximaal ${MAX_LINE_QUANTITY} keer ${name} bestellen.`
          : t`${name} toegevoegd aan je winkelmandje.`,
        true,
      );
      return undefined;
    },
    [storefront, entries, announce],
  );

  const increment = useCallback(
    (lineId: string) => {
      const line = lineById(lineId);
      if (!line || line.quantity >= MAX_LINE_QUANTITY) return;
      const unavailable = cannotAddOneMore(line.item, entries);
      if (unavailable) {
        setNotice(unavailable);
        announce(unavailable);
        return;
      }
      setEntries((current) => incrementEntry(current, lineId));
      const name = line.item.name;
      const quantity = line.quantity + 1;
      announce(t`${name}: aantal verhoogd naar ${quantity}.`);
    },
    [lineById, entries, announce],
  );

  const decrement = useCallback(
    (lineId: string) => {
      const line = lineById(lineId);
      if (!line) return;
      setEntries((current) => decrementEntry(current, lineId));
      const name = line.item.name;
      const quantity = line.quantity - 1;
      announce(
        quantity <= 0
          ? t`${name} verwijderd uit je winkelmandje.`
          : t`${name}: aantal verlaagd naar ${quantity}.`,
      );
    },
    [lineById, announce],
  );

  const updateOptions = useCallback(
    (lineId: string, selectedOptions: SelectedOptions) => {
      const line = lineById(lineId);
      if (!line) return undefined;
      const problem = checkSelection(optionGroupsOf(line.item), selectedOptions);
      if (problem) return problem;
      setEntries((current) => changeEntryOptions(current, lineId, selectedOptions));
      const name = line.item.name;
      announce(t`Opties van ${name} bijgewerkt.`);
      return undefined;
    },
    [lineById, announce],
  );

  const clear = useCallback(() => {
    setEntries([]);
    announce(t`Je winkelmandje is leeggemaakt.`);
  }, [announce]);

  const limitLines = useCallback(
    (limits: readonly { lineId: string; quantity: number }[], text: string) => {
      setEntries((current) => limitEntries(current, limits));
      setNotice(text);
      announce(text);
    },
    [announce],
  );

  const reportNotice = useCallback(
    (text: string) => {
      setNotice(text);
      announce(text);
    },
    [announce],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);

  const cart = useMemo<CartApi>(
    () => ({
      lines,
      pricedCart,
      totalQuantity: totalQuantity(lines),
      add,
      increment,
      decrement,
      updateOptions,
      clear,
      limitLines,
      reportNotice,
      shop,
      storefront,
      notice: hydrated ? notice : null,
      dismissNotice,
      pricing: { rules, day },
    }),
    [
      lines,
      pricedCart,
      add,
      increment,
      decrement,
      updateOptions,
      clear,
      limitLines,
      reportNotice,
      shop,
      storefront,
      notice,
      hydrated,
      dismissNotice,
      rules,
      day,
    ],
  );

  return (
    <CartContext value={cart}>
      {children}
      <Announcer announcement={hydrated ? announcement : null} />
    </CartContext>
  );
}
