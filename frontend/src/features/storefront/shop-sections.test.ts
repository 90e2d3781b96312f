import { describe, expect, it } from 'vitest';
import { cardDescription, firstScreenOf, shopSections, type ShopSection } from './shop-sections';
import { collection, menu, product } from '../../test/fixtures/storefront';

const soups = collection({ _id: 'c-soep', name: 'soepen', icon: 'Soup', sortOrder: 2 });
const drinks = collection({ _id: 'c-drank', name: 'dranken', icon: 'CupSoda', sortOrder: 1 });
const desserts = collection({ _id: 'c-dessert', name: 'desserts', icon: 'Cake', sortOrder: 3 });
const ref = ({ _id, name, icon }: { _id: string; name: string; icon: string }) => ({ _id, name, icon });

describe("the shop page's sections", () => {
  it("follow the collections' sortOrder, capitalised, with 'Overige' for items without one last", () => {
    const sections = shopSections({
      collections: [soups, desserts, drinks],
      products: [
        product({ _id: 'p1', name: 'Tomatensoep', collection: ref(soups) }),
        product({ _id: 'p2', name: 'Servet' }),
        product({ _id: 'p3', name: 'Cola', collection: ref(drinks) }),
      ],
      menus: [menu({ _id: 'm1', name: 'Soepmenu', collection: ref(soups) })],
    });

    expect(sections.map((section) => section.title)).toEqual(['Dranken', 'Soepen', 'Desserts', 'Overige']);
    expect(sections[1]!.items.map((item) => item.name)).toEqual(['Tomatensoep', 'Soepmenu']);
    expect(sections[2]!.items).toEqual([]);
    expect(sections[3]!.items.map((item) => item.name)).toEqual(['Servet']);
  });

  it("leaves 'Overige' out when every item has a collection", () => {
    const sections = shopSections({ collections: [soups], products: [], menus: [] });
    expect(sections.map((section) => section.id)).toEqual(['c-soep']);
  });

  it("puts a collection the owner called 'overige' last, once, with the items without a collection", () => {
    const own = collection({ _id: 'c-overig', name: 'Overige', icon: 'Box', sortOrder: 0 });
    const sections = shopSections({
      collections: [own, soups],
      products: [
        product({ _id: 'p1', name: 'Servet' }),
        product({ _id: 'p2', name: 'Zak', collection: ref(own) }),
      ],
      menus: [],
    });

    expect(sections.map((section) => [section.title, section.icon])).toEqual([
      ['Soepen', 'Soup'],
      ['Overige', 'Box'],
    ]);
    expect(sections[1]!.items.map((item) => item.name)).toEqual(['Servet', 'Zak']);
  });

  it('treats an item whose collection is not in the list as one without a collection', () => {
    const sections = shopSections({
      collections: [],
      products: [product({ _id: 'p1', name: 'Wees', collection: ref(soups) })],
      menus: [],
    });
    expect(sections.map((section) => [section.title, section.items.length])).toEqual([['Overige', 1]]);
  });
});

describe("the server's first screen", () => {
  const section = (id: string, count: number): ShopSection => ({
    id,
    title: id,
    icon: 'Soup',
    items: Array.from({ length: count }, (_, index) =>
      product({ _id: `${id}-${index}`, name: `Item ${index}` }),
    ),
  });
  const ids = (sections: ShopSection[]) => sections.map((shown) => `${shown.id}:${shown.items.length}`);

  it('takes whole sections while they fit and cuts the one that does not, leaving the rest out', () => {
    const sections = [section('a', 5), section('b', 5), section('c', 5), section('d', 5)];
    expect(ids(firstScreenOf(sections, 12))).toEqual(['a:5', 'b:5', 'c:2']);
    expect(ids(firstScreenOf(sections, 10))).toEqual(['a:5', 'b:5']);
    expect(ids(firstScreenOf(sections, 100))).toEqual(['a:5', 'b:5', 'c:5', 'd:5']);
  });

  it('keeps the first items in their order, and an empty section before them', () => {
    const sections = [section('leeg', 0), section('a', 3)];
    const shown = firstScreenOf(sections, 2);
    expect(ids(shown)).toEqual(['leeg:0', 'a:2']);
    expect(shown[1]!.items).toEqual(sections[1]!.items.slice(0, 2));
  });
});

describe("a card's description", () => {
  it('is cut at 100 characters', () => {
    const long = 'a'.repeat(99) + 'bc';
    expect(cardDescription(long)).toBe('a'.repeat(99) + 'b…');
    expect(cardDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(cardDescription('  kort  ')).toBe('kort');
  });
});
