import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALLERGEN_NAMES,
  DIETARY_NAMES,
  LANGUAGE_NAMES,
  LANGUAGES,
  WEEKDAYS_FROM_MONDAY,
  type StorefrontView,
} from '@bestelklaar/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as OrderPage } from '../features/storefront/OrderPage';
import { Component as PaymentSucceededPage } from '../features/storefront/PaymentSucceededPage';
import { Component as ShopLayout, loader } from '../features/storefront/ShopLayout';
import { Component as ShopPage } from '../features/storefront/ShopPage';
import { languageLinkName } from '../features/storefront/LanguageSwitch';
import { messages as pseudo } from '../locales/pseudo/messages.po';
import { renderRoutes } from '../test/render';
import { server } from '../test/server';
import { storefrontAnswer, storefrontFixture } from '../test/fixtures/storefront';
import { publicOrder, publicOrderAnswers, slotAvailabilityAnswer } from '../test/fixtures/storefront-order';
import { i18n } from './i18n';
import { weekdayLabelIn } from './locale-format';

const view: StorefrontView = storefrontFixture();
/** A paid order with a discount, an option and allergens, as its pages read it. */
const order = publicOrder({
  totals: { subtotal: 14.62, vat: [{ label: 'BTW (6%)', amount: 0.82 }], discount: 0.94, total: 14.5 },
  calendarUrl: `https://bestelklaar.test/api/shop/${view.shop}/orders/1/calendar.ics?key=k`,
});

const addSoupTwice = async () => {
  const cards = await screen.findAllByRole('article');
  const soup = cards.find((article) => article.textContent?.includes('Tomatensoep'));
  await userEvent.click(within(soup!).getAllByRole('button').at(-1)!);
  await userEvent.click(within(soup!).getAllByRole('button').at(-1)!);
};

/**
 * The shop's screens, each reached from the shop's page or at its own address. Every text they
 * show (and every name, placeholder, title and alt text) must come from a catalogue, or be the
 * shop's own data: rendered with the pseudo catalogue (each text '⟦…⟧' and accented), anything else
 * is hard-coded. Add a screen here when the shop gets one.
 */
const SCREENS: { name: string; path?: string; open(): Promise<void> }[] = [
  { name: 'the shop page', open: async () => void (await screen.findAllByRole('article')) },
  {
    name: 'the item window',
    open: async () => {
      const card = (await screen.findAllByRole('article')).find((article) =>
        article.textContent?.includes('Croque monsieur'),
      );
      await userEvent.click(within(card!).getAllByRole('button').at(-1)!);
      await screen.findByRole('dialog');
    },
  },
  { name: 'the cart with lines', open: addSoupTwice },
  {
    name: 'the order form',
    open: async () => {
      await addSoupTwice();
      await userEvent.click(document.querySelector<HTMLElement>('[data-cart-order]')!);
      await screen.findByRole('form');
      await screen.findByRole('grid');
    },
  },
  {
    name: 'the payment result',
    path: `/${view.shop}/betaling-succes?order=${order.orderId}&key=k`,
    open: async () => void (await screen.findByRole('heading', { level: 2 })),
  },
  {
    name: 'the order page',
    path: `/${view.shop}/bestelling/${order.orderId}?t=k`,
    open: async () => void (await screen.findByRole('heading', { level: 2 })),
  },
];

/** Every string the shop's read holds: its own data may show as it is. */
function dataOf(view: unknown, found = new Set<string>()): Set<string> {
  if (typeof view === 'string' && view.trim()) found.add(view.trim());
  else if (Array.isArray(view)) view.forEach((entry) => dataOf(entry, found));
  else if (view && typeof view === 'object') Object.values(view).forEach((entry) => dataOf(entry, found));
  return found;
}

/**
 * Texts that come in the page's language from elsewhere: the domain's per-language tables (allergen
 * names), Intl (weekdays), and what is the same in every language (the
 * product's name, each language named in itself).
 */
const OTHER_SOURCES = new Set([
  ...Object.values(ALLERGEN_NAMES),
  ...Object.values(DIETARY_NAMES),
  ...WEEKDAYS_FROM_MONDAY.map((day) => weekdayLabelIn(day, 'nl')),
  ...Object.values(LANGUAGE_NAMES),
  ...LANGUAGES.map((language) => language.toUpperCase()),
  ...LANGUAGES.map(languageLinkName),
  'Bestelklaar',
]);
/**
 * The words of dates as Intl writes them in the page's language (the pseudo one falls back to
 * Dutch): months, weekdays and their short forms, e.g. 'vrijdag 14 maart 2025', 'ma'.
 */
const DATE_WORDS = new RegExp(
  `(${[
    ...Array.from({ length: 12 }, (_, month) =>
      new Date(Date.UTC(2025, month, 1)).toLocaleDateString('nl-BE', { month: 'long', timeZone: 'UTC' }),
    ),
    ...[5, 6, 7, 8, 9, 10, 11].flatMap((day) =>
      (['long', 'short'] as const).map((weekday) =>
        new Date(Date.UTC(2025, 4, day)).toLocaleDateString('nl-BE', { weekday, timeZone: 'UTC' }),
      ),
    ),
  ]
    .sort((a, b) => b.length - a.length)
    .join('|')})`,
  'gu',
);
/** The totals' labels, which the domain's customer messages translate (translateMessage). */
const TOTALS_LABEL = /^(Subtotaal|BTW \(\d+%\)|Korting|Totaal)$/;
const fromOtherSources = (text: string) => OTHER_SOURCES.has(text) || TOTALS_LABEL.test(text);

/** What is left of a text without its pseudo-localised parts and the shop's data: it must say nothing. */
function unlocalised(text: string, data: readonly string[]): string | undefined {
  if (fromOtherSources(text.trim())) return undefined;
  // A text node may hold only part of a pseudo-localised message that spans elements: '⟦… ' or '…⟧'.
  let rest = text
    .replace(/⟦[^⟧]*⟧/g, ' ')
    .replace(/^[^⟦]*⟧/, ' ')
    .replace(/⟦[^⟧]*$/, ' ');
  for (const entry of data) rest = rest.split(entry).join(' ');
  rest = rest.replace(DATE_WORDS, ' ').trim();
  if (fromOtherSources(rest)) return undefined;
  // What is left may be numbers, punctuation and signs (an arrow beside a text), never words.
  return /^[\s\d€.,:;%×·+\-–—()/*!?'"’←→]*$/u.test(rest) ? undefined : text;
}

function hardCodedTexts(data: readonly string[]): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    const text = unlocalised(node.textContent ?? '', data);
    if (text) found.push(text);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute);
      const text = value && unlocalised(value, data);
      if (text) found.push(`${attribute}="${text}"`);
    }
  }
  return [...new Set(found)];
}

describe('the shop shows no hard-coded text', () => {
  // Longest first, so a name is taken out whole before a shorter one inside it.
  const data = [...dataOf([view, order])].sort((a, b) => b.length - a.length);

  beforeEach(() => {
    i18n.load('pseudo', pseudo);
    i18n.activate('pseudo');
  });
  afterEach(() => i18n.activate('nl'));

  it.each(SCREENS)('in $name', async ({ path = `/${view.shop}`, open }) => {
    server.use(storefrontAnswer(view), slotAvailabilityAnswer(), publicOrderAnswers(order).handler);
    renderRoutes(
      [
        {
          path: '/:shop',
          loader,
          Component: ShopLayout,
          children: [
            { index: true, Component: ShopPage },
            { path: 'betaling-succes', Component: PaymentSucceededPage },
            { path: 'bestelling/:orderId', Component: OrderPage },
          ],
        },
      ],
      path,
    );
    // The loader shows the page in the customer's language; this test reads it in the pseudo one.
    await screen.findByRole('heading', { level: 1 });
    i18n.activate('pseudo');
    await open();

    expect(hardCodedTexts(data)).toEqual([]);
  });
});
