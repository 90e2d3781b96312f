import { describe, expect, it } from 'vitest';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();
type Owner = Awaited<ReturnType<typeof registerOwner>>;

async function createCollection(owner: Owner, name: string, icon = 'Utensils') {
  const response = await t.http
    .post('/api/admin/collections')
    .set(owner.auth)
    .send({ name, icon })
    .expect(201);
  return response.body as { _id: string; name: string; icon: string; sortOrder: number };
}

async function names(owner: Owner): Promise<string[]> {
  const response = await t.http.get('/api/admin/collections').set(owner.auth).expect(200);
  return response.body.map((collection: { name: string }) => collection.name);
}

describe('collections', () => {
  it('needs a token', async () => {
    await t.http.get('/api/admin/collections').expect(401);
    await t.http.post('/api/admin/collections').send({ name: 'Dranken', icon: 'CupSoda' }).expect(401);
  });

  it('creates collections at the end of the order and lists them in that order', async () => {
    const owner = await registerOwner(t.http);
    expect(await names(owner)).toEqual([]);
    const first = await createCollection(owner, '  Voorgerechten ', 'Salad');
    expect(first).toEqual({ _id: expect.any(String), name: 'Voorgerechten', icon: 'Salad', sortOrder: 0 });
    const second = await createCollection(owner, 'Dranken', 'CupSoda');
    expect(second.sortOrder).toBe(1);
    expect(await names(owner)).toEqual(['Voorgerechten', 'Dranken']);
  });

  let validationOwner: Owner | undefined;

  it('accepts an image URL as icon', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner, 'Specials', 'https://cdn.voorbeeld.be/icoon.png');
    expect(collection.icon).toBe('https://cdn.voorbeeld.be/icoon.png');
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
  ])('refuses %j with a Dutch message on %s and creates nothing', async (body, field, message) => {
    const owner = (validationOwner ??= await registerOwner(t.http));
    const response = await t.http.post('/api/admin/collections').set(owner.auth).send(body).expect(400);
    expect(response.body.fields[field]).toBe(message);
    expect(await names(owner)).toEqual([]);
  });

  it('renames and re-icons a collection', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner, 'Drank', 'Beer');
    const response = await t.http
      .put(`/api/admin/collections/${collection._id}`)
      .set(owner.auth)
      .send({ name: 'Dranken', icon: 'CupSoda' })
      .expect(200);
    expect(response.body).toEqual({ ...collection, name: 'Dranken', icon: 'CupSoda' });
  });

  it('validates an edit like a create', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner, 'Drank', 'Beer');
    const response = await t.http
      .put(`/api/admin/collections/${collection._id}`)
      .set(owner.auth)
      .send({ name: 'D', icon: 'Beer' })
      .expect(400);
    expect(response.body.fields).toEqual({ name: 'Moet ten minste 2 tekens lang zijn' });
    expect(await names(owner)).toEqual(['Drank']);
  });

  it('deletes a collection', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner, 'Tijdelijk');
    await t.http.delete(`/api/admin/collections/${collection._id}`).set(owner.auth).expect(204);
    expect(await names(owner)).toEqual([]);
    const again = await t.http.delete(`/api/admin/collections/${collection._id}`).set(owner.auth).expect(404);
    expect(again.body.message).toBe('Deze collectie bestaat niet (meer).');
  });

  it.each(['geen-uuid', '00000000-0000-0000-0000-000000000000'])(
    'answers 404 for the unknown id %s',
    async (id) => {
      const owner = await registerOwner(t.http);
      await t.http
        .put(`/api/admin/collections/${id}`)
        .set(owner.auth)
        .send({ name: 'Xx', icon: 'Egg' })
        .expect(404);
      await t.http.delete(`/api/admin/collections/${id}`).set(owner.auth).expect(404);
    },
  );
});

describe('PUT /api/admin/collections/order/update', () => {
  async function threeCollections(owner: Owner) {
    return [
      await createCollection(owner, 'Voorgerechten'),
      await createCollection(owner, 'Hoofdgerechten'),
      await createCollection(owner, 'Desserts'),
    ];
  }

  it('stores the order given, as ids or as collection objects', async () => {
    const owner = await registerOwner(t.http);
    const [starters, mains, desserts] = await threeCollections(owner);
    const response = await t.http
      .put('/api/admin/collections/order/update')
      .set(owner.auth)
      .send({ collections: [desserts, starters._id, mains] })
      .expect(200);
    expect(response.body.map((c: { name: string; sortOrder: number }) => [c.name, c.sortOrder])).toEqual([
      ['Desserts', 0],
      ['Voorgerechten', 1],
      ['Hoofdgerechten', 2],
    ]);
    expect(await names(owner)).toEqual(['Desserts', 'Voorgerechten', 'Hoofdgerechten']);
  });

  it('keeps collections left out after the listed ones, in their order', async () => {
    const owner = await registerOwner(t.http);
    const [, , desserts] = await threeCollections(owner);
    await t.http
      .put('/api/admin/collections/order/update')
      .set(owner.auth)
      .send({ collections: [desserts._id] })
      .expect(200);
    expect(await names(owner)).toEqual(['Desserts', 'Voorgerechten', 'Hoofdgerechten']);
  });

  it.each([
    [{ collections: 'abc' }, 'Stuur de collecties als een lijst van collecties of collectie-id’s.'],
    [{ collections: [{ name: 'x' }] }, 'Stuur de collecties als een lijst van collecties of collectie-id’s.'],
    [{}, 'Stuur de collecties als een lijst van collecties of collectie-id’s.'],
  ])('refuses %j with 400', async (body, message) => {
    const owner = await registerOwner(t.http);
    await threeCollections(owner);
    const response = await t.http
      .put('/api/admin/collections/order/update')
      .set(owner.auth)
      .send(body)
      .expect(400);
    expect(response.body.fields.collections).toBe(message);
    expect(await names(owner)).toEqual(['Voorgerechten', 'Hoofdgerechten', 'Desserts']);
  });

  it('refuses an id given twice and changes nothing', async () => {
    const owner = await registerOwner(t.http);
    const [starters, mains] = await threeCollections(owner);
    const response = await t.http
      .put('/api/admin/collections/order/update')
      .set(owner.auth)
      .send({ collections: [mains._id, starters._id, mains._id] })
      .expect(400);
    expect(response.body.message).toBe('Elke collectie mag maar één keer in de volgorde staan.');
    expect(await names(owner)).toEqual(['Voorgerechten', 'Hoofdgerechten', 'Desserts']);
  });
});

describe('another shop', () => {
  it('never sees, edits, deletes or reorders my collections', async () => {
    const me = await registerOwner(t.http);
    const other = await registerOwner(t.http);
    const mine = await createCollection(me, 'Huisspecialiteiten', 'ChefHat');
    const theirs = await createCollection(other, 'Hun collectie');

    expect(await names(other)).toEqual(['Hun collectie']);
    await t.http
      .put(`/api/admin/collections/${mine._id}`)
      .set(other.auth)
      .send({ name: 'Overgenomen', icon: 'Egg' })
      .expect(404);
    await t.http.delete(`/api/admin/collections/${mine._id}`).set(other.auth).expect(404);
    const reorder = await t.http
      .put('/api/admin/collections/order/update')
      .set(other.auth)
      .send({ collections: [mine._id, theirs._id] })
      .expect(404);
    expect(reorder.body.message).toBe('Deze collectie bestaat niet (meer).');

    const after = await t.http.get('/api/admin/collections').set(me.auth).expect(200);
    expect(after.body).toEqual([mine]);
  });
});
