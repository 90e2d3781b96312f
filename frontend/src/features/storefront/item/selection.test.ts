import { optionGroupsOf } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { croque, lunchMenu } from '../../../test/fixtures/storefront';
import { describeSelection, normalizeSelection, selectionFitsGroups, selectionKey } from './selection';

const croqueGroups = optionGroupsOf(croque);
const menuGroups = optionGroupsOf(lunchMenu);

describe('a selection of options', () => {
  it('means the same whatever the order, repeats or blanks', () => {
    expect(normalizeSelection({ 1: [2, 0, 2], 0: 1, 2: '  ', 3: [] })).toEqual({ 0: 1, 1: [0, 2] });
    expect(selectionKey({ 1: [2, 0], 0: 1 })).toBe(selectionKey({ 0: 1, 1: [0, 2], 2: '' }));
    expect(selectionKey({ 0: 1 })).not.toBe(selectionKey({ 0: 0 }));
  });

  it('fits only groups and choices that exist, with values of the group’s kind', () => {
    expect(selectionFitsGroups(croqueGroups, { 0: 1, 1: [0, 2] })).toBe(true);
    expect(selectionFitsGroups(croqueGroups, { 0: 2 })).toBe(false);
    expect(selectionFitsGroups(croqueGroups, { 0: [1] })).toBe(false);
    expect(selectionFitsGroups(croqueGroups, { 1: [3] })).toBe(false);
    expect(selectionFitsGroups(croqueGroups, { 2: 0 })).toBe(false);
    expect(selectionFitsGroups(croqueGroups, { saus: 0 })).toBe(false);
    expect(selectionFitsGroups(menuGroups, { 0: 'zonder ui' })).toBe(true);
    expect(selectionFitsGroups(menuGroups, { 0: 1 })).toBe(false);
    expect(selectionFitsGroups(menuGroups, { 0: 'x'.repeat(201) })).toBe(false);
  });

  it('reads as one line per chosen group', () => {
    const line = (group: string, chosen: string) => `${group}: ${chosen}`;
    expect(describeSelection(croqueGroups, { 0: 1, 1: [2, 0] }, line)).toEqual([
      'Saus: Tartaar',
      'Extra’s: Kaas, Spek',
    ]);
    expect(describeSelection(menuGroups, { 0: ' zonder ui ' }, line)).toEqual(['Opmerking: zonder ui']);
    expect(describeSelection(croqueGroups, {}, line)).toEqual([]);
  });
});
