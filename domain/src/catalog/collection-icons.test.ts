import { describe, expect, it } from 'vitest';
import { COLLECTION_ICONS, collectionIconLabel, isCollectionIcon } from './collection-icons';

describe('collection icons', () => {
  it('has the 25 icons, unique, with boxIcon (Boxen) last', () => {
    expect(COLLECTION_ICONS).toHaveLength(25);
    expect(new Set(COLLECTION_ICONS.map((icon) => icon.key)).size).toBe(25);
    expect(COLLECTION_ICONS.at(-1)).toEqual({ key: 'boxIcon', label: 'Boxen' });
    expect(COLLECTION_ICONS.slice(0, 3).map((icon) => icon.label)).toEqual([
      'Algemeen',
      'Voorgerechten',
      'Hoofdgerechten',
    ]);
  });

  it('accepts the named icons and http(s) image URLs only', () => {
    expect(isCollectionIcon('Pizza')).toBe(true);
    expect(isCollectionIcon('https://cdn.voorbeeld.be/icoon.png')).toBe(true);
    for (const bad of ['pizza', '', 'javascript:alert(1)', 'ftp://x/y.png', '/icoon.png', 'https://a b']) {
      expect(isCollectionIcon(bad)).toBe(false);
    }
    expect(isCollectionIcon(`https://x.be/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('knows the Dutch label of a named icon', () => {
    expect(collectionIconLabel('Coffee')).toBe('Koffie & Thee');
    expect(collectionIconLabel('https://x.be/i.png')).toBeUndefined();
  });
});
