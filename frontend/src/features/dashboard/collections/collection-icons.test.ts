import { describe, expect, it } from 'vitest';
import { hasCollectionIconDrawing } from '@bestelklaar/design-system';
import { COLLECTION_ICONS } from '@bestelklaar/domain';

describe('collection icons', () => {
  it('has a drawing in the design system for every icon the rules accept', () => {
    expect(COLLECTION_ICONS.filter((icon) => !hasCollectionIconDrawing(icon.key))).toEqual([]);
  });
});
