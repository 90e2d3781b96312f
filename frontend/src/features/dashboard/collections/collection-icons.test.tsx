import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CollectionIcon, hasCollectionIconDrawing } from '@bestelklaar/design-system';
import { COLLECTION_ICONS } from '@bestelklaar/domain';

/** What each label should show: lucide's drawing by its name, or one of the design system's own. */
const PICTURE_FOR_LABEL: Record<string, string> = {
  Algemeen: 'utensils',
  Voorgerechten: 'salad',
  Hoofdgerechten: 'cooking-pot',
  Desserts: 'cake',
  Dranken: 'cup-soda',
  Wijn: 'wine',
  Bier: 'beer',
  Cocktails: 'martini',
  'Koffie & Thee': 'coffee',
  Pizza: 'pizza',
  'Pasta & Noedels': 'pasta',
  Aziatisch: 'rice-bowl',
  Sushi: 'sushi',
  Burgers: 'hamburger',
  'Frietjes & Snacks': 'fries',
  Salades: 'leafy-green',
  Soepen: 'soup',
  'Ontbijt & Brunch': 'croissant',
  'Vis & Schaaldieren': 'fish',
  Gevogelte: 'drumstick',
  Vlees: 'beef',
  'IJs & Desserts': 'ice-cream-bowl',
  'Kreeft & Schaaldieren': 'shrimp',
  'Snacks & Popcorn': 'popcorn',
  Boxen: 'box',
};

/** The drawing a named icon shows, by lucide's class name or the design system's data-drawing. */
function pictureOf(key: string): string | undefined {
  const { container, unmount } = render(<CollectionIcon icon={key} />);
  const svg = container.querySelector('svg')!;
  const picture =
    svg.dataset.drawing ?? /(?:^|\s)lucide-([a-z0-9-]+)/.exec(svg.getAttribute('class') ?? '')?.[1];
  unmount();
  return picture;
}

describe('collection icons', () => {
  it('has a drawing in the design system for every icon the rules accept', () => {
    expect(COLLECTION_ICONS.filter((icon) => !hasCollectionIconDrawing(icon.key))).toEqual([]);
  });

  it('draws, for every label, a picture that fits the label, whatever the stored name', () => {
    const shown = Object.fromEntries(COLLECTION_ICONS.map((icon) => [icon.label, pictureOf(icon.key)]));
    expect(shown).toEqual(PICTURE_FOR_LABEL);
  });

  it('never shows the same picture for two labels', () => {
    const pictures = COLLECTION_ICONS.map((icon) => pictureOf(icon.key));
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
