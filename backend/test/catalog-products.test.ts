import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { registerOwner, useTestApp } from './support/test-app';
import { asMultipart, image, productFields, type FormFields } from './support/catalog-fixtures';

const t = useTestApp();
type Owner = Awaited<ReturnType<typeof registerOwner>>;

function createProduct(owner: Owner, fields: FormFields = productFields(), file?: { body: Buffer }) {
  return asMultipart(t.http.post('/api/admin/products').set(owner.auth), fields, file);
}

function updateProduct(owner: Owner, id: string, fields: FormFields, file?: { body: Buffer }) {
  return asMultipart(t.http.put(`/api/admin/products/${id}`).set(owner.auth), fields, file);
}

async function listProducts(owner: Owner) {
  return (await t.http.get('/api/admin/products').set(owner.auth).expect(200)).body as Array<
    Record<string, unknown> & { _id: string; name: string }
  >;
}

async function createCollection(owner: Owner, name = 'Broodjes', icon = 'Sandwich') {
  return (await t.http.post('/api/admin/collections').set(owner.auth).send({ name, icon }).expect(201))
    .body as {
    _id: string;
  };
}

const sauces = [
  {
    name: 'Saus',
    type: 'select',
    required: true,
    options: [
      { name: 'Mayonaise', price: 0, allergens: [] },
      { name: 'Andalouse', price: 0.5, allergens: [] },
    ],
  },
  {
    name: 'Extra’s',
    type: 'multiselect',
    required: false,
    maxSelections: 2,
    options: [
      { name: 'Kaas', price: 1, allergens: [] },
      { name: 'Spek', price: 1.25, allergens: [] },
      { name: 'Ui', price: 0, allergens: [] },
    ],
  },
];

describe('POST /api/admin/products', () => {
  it('needs a token', async () => {
    await t.http.get('/api/admin/products').expect(401);
    await asMultipart(t.http.post('/api/admin/products'), productFields()).expect(401);
  });

  it('creates a product from the multipart form, with collection, stock, options and photo', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner);
    const response = await createProduct(
      owner,
      productFields({
        name: ' Broodje kip curry ',
        price: '6,80',
        collection: collection._id,
        stockQuantity: '12',
        soldAlone: 'false',
        productOptions: JSON.stringify(sauces),
        icon: 'Sandwich',
      }),
      { body: await image('png') },
    ).expect(201);

    expect(response.body).toEqual({
      _id: expect.any(String),
      name: 'Broodje kip curry',
      description: 'Met ham en kaas',
      price: 6.8,
      collection: { _id: collection._id, name: 'Broodjes', icon: 'Sandwich' },
      stockQuantity: 12,
      soldAlone: false,
      vatRate: 6,
      hasImage: true,
      imageUrl: `/api/images/products/${response.body._id}?v=1`,
      productOptions: sauces,
      allergens: [],
      mayContain: [],
      dietary: [],
      soldOut: false,
      dailyLimit: null,
    });
    expect(await listProducts(owner)).toEqual([response.body]);
  });

  it('treats empty stock as unlimited, no collection as none, and works without a photo', async () => {
    const owner = await registerOwner(t.http);
    const response = await createProduct(owner).expect(201);
    expect(response.body).toMatchObject({
      price: 8.5,
      collection: null,
      stockQuantity: null,
      soldAlone: true,
      hasImage: false,
      imageUrl: null,
      productOptions: [],
    });
  });

  it('accepts a JSON body with real numbers and booleans', async () => {
    const owner = await registerOwner(t.http);
    const response = await t.http
      .post('/api/admin/products')
      .set(owner.auth)
      .send({
        name: 'Soep van de dag',
        price: 4.5,
        soldAlone: true,
        stockQuantity: 0,
        productOptions: sauces,
      })
      .expect(201);
    expect(response.body).toMatchObject({
      name: 'Soep van de dag',
      price: 4.5,
      stockQuantity: 0,
      description: '',
    });
  });

  it('gives a product 6 % VAT unless the form chooses 12 % or 21 %, which an edit can change', async () => {
    const owner = await registerOwner(t.http);
    const plain = await createProduct(owner).expect(201);
    expect(plain.body.vatRate).toBe(6);
    const meal = await createProduct(owner, productFields({ vatRate: '12' })).expect(201);
    expect(meal.body.vatRate).toBe(12);
    const beer = await t.http
      .post('/api/admin/products')
      .set(owner.auth)
      .send({ name: 'Westmalle Tripel', price: 3.9, soldAlone: true, vatRate: 21 })
      .expect(201);
    expect(beer.body.vatRate).toBe(21);
    const edited = await updateProduct(owner, meal.body._id, productFields({ vatRate: '21' })).expect(200);
    expect(edited.body.vatRate).toBe(21);
    const rates = Object.fromEntries(
      (await listProducts(owner)).map((product) => [product._id, product.vatRate]),
    );
    expect(rates).toEqual({ [plain.body._id]: 6, [meal.body._id]: 21, [beer.body._id]: 21 });
  });

  describe('refuses invalid fields with the spec texts and creates nothing', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await registerOwner(t.http);
    });

    // The fields every item has are checked for products and menus alike in items.test.ts.
    it.each([
      [{ soldAlone: '' }, 'soldAlone', 'Dit veld is verplicht'],
      [{ soldAlone: 'misschien' }, 'soldAlone', 'Kies Ja of Nee'],
      [{ stockQuantity: '-1' }, 'stockQuantity', 'Voer een geheel getal van 0 of meer in'],
      [{ stockQuantity: '2.5' }, 'stockQuantity', 'Voer een geheel getal van 0 of meer in'],
      [
        { productOptions: JSON.stringify([{ ...sauces[1], maxSelections: 0 }]) },
        'productOptions.0.maxSelections',
        'Voer een geheel getal van minstens 1 in',
      ],
      [{ collection: 'geen-uuid' }, undefined, 'Deze collectie bestaat niet (meer).'],
    ])('%j', async (overrides, field, message) => {
      const response = await createProduct(owner, productFields(overrides));
      if (field === undefined) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(message);
      } else {
        expect(response.status).toBe(400);
        expect(response.body.fields[field]).toBe(message);
        expect(response.body.message).toBeTypeOf('string');
      }
      expect(await listProducts(owner)).toEqual([]);
    });

    it('an SVG, which browsers would run scripts in', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      await createProduct(owner, productFields(), { body: svg }).expect(400);
      expect(await listProducts(owner)).toEqual([]);
    });

    it('a JPEG cut off halfway', async () => {
      const photo = await image('jpeg', { width: 400, height: 300 });
      await createProduct(owner, productFields(), { body: photo.subarray(0, photo.length / 2) }).expect(400);
      expect(await listProducts(owner)).toEqual([]);
    });
  });
});

describe('PUT /api/admin/products/{id}', () => {
  it('replaces the fields and keeps the photo unless told otherwise', async () => {
    const owner = await registerOwner(t.http);
    const product = (await createProduct(owner, productFields(), { body: await image('jpeg') }).expect(201))
      .body;
    const response = await updateProduct(
      owner,
      product._id,
      productFields({
        name: 'Croque madame',
        price: '9',
        keepExistingImage: 'true',
        productOptions: JSON.stringify(sauces),
      }),
    ).expect(200);
    expect(response.body).toMatchObject({
      _id: product._id,
      name: 'Croque madame',
      price: 9,
      hasImage: true,
      imageUrl: product.imageUrl,
      productOptions: sauces,
    });
    await t.http.get(product.imageUrl).expect(200);
  });

  it('gives a new photo a new URL', async () => {
    const owner = await registerOwner(t.http);
    const product = (await createProduct(owner, productFields(), { body: await image('jpeg') }).expect(201))
      .body;
    const first = (await t.http.get(product.imageUrl).buffer(true)).body as Buffer;
    const response = await updateProduct(owner, product._id, productFields(), {
      body: await image('gif', { width: 30, height: 30, alpha: true }),
    }).expect(200);
    expect(response.body.imageUrl).toBe(`/api/images/products/${product._id}?v=2`);
    const second = await t.http.get(response.body.imageUrl).buffer(true).expect(200);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(second.body, first)).not.toBe(0);
  });

  it('removes the photo when keepExistingImage is false', async () => {
    const owner = await registerOwner(t.http);
    const product = (await createProduct(owner, productFields(), { body: await image('jpeg') }).expect(201))
      .body;
    const response = await updateProduct(
      owner,
      product._id,
      productFields({ keepExistingImage: 'false' }),
    ).expect(200);
    expect(response.body).toMatchObject({ hasImage: false, imageUrl: null });
    await t.http.get(product.imageUrl).expect(404);
  });

  it('validates like a create and changes nothing on a bad form or a bad photo', async () => {
    const owner = await registerOwner(t.http);
    const product = (await createProduct(owner, productFields(), { body: await image('jpeg') }).expect(201))
      .body;
    const bad = await updateProduct(owner, product._id, productFields({ price: '0', name: 'X' })).expect(400);
    expect(bad.body.fields).toEqual({
      name: 'Moet ten minste 2 tekens lang zijn',
      price: 'Voer een positief getal in',
    });
    await updateProduct(owner, product._id, productFields({ name: 'Nieuw' }), {
      body: Buffer.from('GIF89a nep'),
    }).expect(400);
    await updateProduct(owner, product._id, productFields({ name: 'Nieuw' }), {
      body: Buffer.alloc(11 * 1024 * 1024),
    }).expect(413);
    expect(await listProducts(owner)).toEqual([product]);
  });

  it('answers 404 for an unknown id', async () => {
    const owner = await registerOwner(t.http);
    const response = await updateProduct(
      owner,
      '3f1c2b1a-0000-4000-8000-000000000000',
      productFields(),
    ).expect(404);
    expect(response.body.message).toBe('Dit product bestaat niet (meer).');
    await updateProduct(owner, 'geen-uuid', productFields()).expect(404);
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes the product and its photo', async () => {
    const owner = await registerOwner(t.http);
    const product = (await createProduct(owner, productFields(), { body: await image('jpeg') }).expect(201))
      .body;
    await t.http.delete(`/api/admin/products/${product._id}`).set(owner.auth).expect(204);
    expect(await listProducts(owner)).toEqual([]);
    await t.http.get(product.imageUrl).expect(404);
    await t.http.delete(`/api/admin/products/${product._id}`).set(owner.auth).expect(404);
  });
});

describe('collections and products', () => {
  it('deleting a collection keeps its products, without a collection', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner);
    const product = (await createProduct(owner, productFields({ collection: collection._id })).expect(201))
      .body;
    await t.http.delete(`/api/admin/collections/${collection._id}`).set(owner.auth).expect(204);
    expect(await listProducts(owner)).toEqual([{ ...product, collection: null }]);
  });

  it('lists products newest first, with each collection as it is now', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner, 'Soepen', 'Soup');
    await createProduct(owner, productFields({ name: 'Eerste', collection: collection._id })).expect(201);
    await createProduct(owner, productFields({ name: 'Tweede' })).expect(201);
    await t.http
      .put(`/api/admin/collections/${collection._id}`)
      .set(owner.auth)
      .send({ name: 'Soepen & bouillons', icon: 'Soup' })
      .expect(200);
    const products = await listProducts(owner);
    expect(products.map((product) => product.name)).toEqual(['Tweede', 'Eerste']);
    expect(products[1]!.collection).toEqual({
      _id: collection._id,
      name: 'Soepen & bouillons',
      icon: 'Soup',
    });
  });
});

describe('another shop', () => {
  it('cannot read, edit or delete my products, nor put its products in my collections', async () => {
    const me = await registerOwner(t.http);
    const other = await registerOwner(t.http);
    const myCollection = await createCollection(me);
    const mine = (
      await createProduct(me, productFields({ collection: myCollection._id }), {
        body: await image('jpeg'),
      }).expect(201)
    ).body;
    const theirs = (await createProduct(other, productFields({ name: 'Hun product' })).expect(201)).body;

    expect((await listProducts(other)).map((product) => product.name)).toEqual(['Hun product']);
    await updateProduct(other, mine._id, productFields({ name: 'Gekaapt' }), {
      body: await image('png'),
    }).expect(404);
    await t.http.delete(`/api/admin/products/${mine._id}`).set(other.auth).expect(404);
    const intoMine = await createProduct(
      other,
      productFields({ name: 'Indringer', collection: myCollection._id }),
    );
    expect(intoMine.status).toBe(404);
    expect(intoMine.body.message).toBe('Deze collectie bestaat niet (meer).');
    await updateProduct(other, theirs._id, productFields({ collection: myCollection._id })).expect(404);

    expect(await listProducts(me)).toEqual([mine]);
    expect(await listProducts(other)).toEqual([theirs]);
    const photo = await t.http.get(mine.imageUrl).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });
});

describe('a shop with 1,000 products', () => {
  // How quickly is `npm run bench`'s question (list of 1,000 products), not a test's.
  it('lists them all in one answer', async () => {
    const owner = await registerOwner(t.http);
    const collection = await createCollection(owner);
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(
      `INSERT INTO products (id, account_id, collection_id, name, price_cents, sold_alone, options, created_at)
       SELECT gen_random_uuid(), $1, CASE WHEN n % 2 = 0 THEN $2::uuid END, 'Product ' || n, 100 + n, true, $3,
              now() - n * interval '1 second'
       FROM generate_series(1, 1000) AS n`,
      [
        owner.id,
        collection._id,
        JSON.stringify([
          { name: 'Saus', type: 'select', required: false, options: [{ name: 'Mayo', priceCents: 50 }] },
        ]),
      ],
    );
    await db.end();

    const response = await t.http.get('/api/admin/products').set(owner.auth).expect(200);

    expect(response.body).toHaveLength(1000);
    expect(response.body[0]).toMatchObject({
      name: 'Product 1',
      price: 1.01,
      productOptions: [{ options: [{ price: 0.5 }] }],
    });
    expect(response.body[1].collection).toMatchObject({ _id: collection._id });
  });
});
