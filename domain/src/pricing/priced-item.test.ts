import { describe, expect, it } from 'vitest';
import { itemKey, itemRefOf } from './priced-item';

describe('an item reference', () => {
  it('reads the kind and id an API line names by type and _id', () => {
    expect(itemRefOf({ type: 'menu', _id: 'm1' })).toEqual({ kind: 'menu', id: 'm1' });
  });

  it('keys a product and a menu that share an id apart', () => {
    expect(itemKey({ kind: 'product', id: 'x' })).not.toBe(itemKey({ kind: 'menu', id: 'x' }));
    expect(itemKey({ kind: 'product', id: 'x' })).toBe(itemKey(itemRefOf({ type: 'product', _id: 'x' })));
  });
});
