import { describe, expect, it } from 'vitest';
import { parseCollection, parseCollectionOrder } from './collection-input';

describe('parseCollection', () => {
  it('trims the name and the icon', () => {
    expect(parseCollection({ name: '  Voorgerechten ', icon: ' Salad ' })).toEqual({
      ok: true,
      value: { name: 'Voorgerechten', icon: 'Salad' },
    });
    expect(parseCollection({ name: 'Specials', icon: 'https://cdn.voorbeeld.be/icoon.png' })).toMatchObject({
      ok: true,
    });
  });

  it.each([
    [{ icon: 'Pizza' }, 'name', 'Dit veld is verplicht'],
    [{ name: '  ', icon: 'Pizza' }, 'name', 'Dit veld is verplicht'],
    [{ name: 'P', icon: 'Pizza' }, 'name', 'Moet ten minste 2 tekens lang zijn'],
    [{ name: 'x'.repeat(61), icon: 'Pizza' }, 'name', 'Mag niet langer zijn dan 60 tekens'],
    [{ name: 'Pizza' }, 'icon', 'Selecteer een icoon voor de collectie'],
    [{ name: 'Pizza', icon: '' }, 'icon', 'Selecteer een icoon voor de collectie'],
    [{ name: 'Pizza', icon: 'pizza' }, 'icon', 'Kies een van de iconen of een geldige afbeeldings-URL.'],
    [
      { name: 'Pizza', icon: 'javascript:alert(1)' },
      'icon',
      'Kies een van de iconen of een geldige afbeeldings-URL.',
    ],
    [{ name: 'Pizza', icon: 'Pizza', kleur: 'rood' }, 'kleur', 'Onbekend veld: kleur.'],
  ])('refuses %j on %s', (body, field, message) => {
    expect(parseCollection(body)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('ignores the id and place the list gives, so a collection read can be saved back', () => {
    const read = { _id: 'c0ffee00-0000-4000-8000-000000000000', name: 'Pizza', icon: 'Pizza', sortOrder: 3 };
    expect(parseCollection(read)).toEqual({ ok: true, value: { name: 'Pizza', icon: 'Pizza' } });
  });
});

describe('parseCollectionOrder', () => {
  const shape = 'Stuur de collecties als een lijst van collecties of collectie-id’s.';

  it('gives the ids in the order given, from ids or collection objects', () => {
    expect(
      parseCollectionOrder({ collections: [{ _id: 'c', name: 'Desserts' }, 'a', { _id: 'b' }] }),
    ).toEqual({
      ok: true,
      value: ['c', 'a', 'b'],
    });
    expect(parseCollectionOrder({ collections: [] })).toEqual({ ok: true, value: [] });
  });

  it.each([
    [{ collections: 'abc' }, shape],
    [{ collections: [{ name: 'x' }] }, shape],
    [{ collections: [null] }, shape],
    [{}, shape],
    [{ collections: Array.from({ length: 1001 }, (_, i) => String(i)) }, shape],
    [{ collections: ['a', 'b', 'a'] }, 'Elke collectie mag maar één keer in de volgorde staan.'],
  ])('refuses %j', (body, message) => {
    expect(parseCollectionOrder(body)).toEqual({ ok: false, errors: { collections: message } });
  });
});
