import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asMultipart, image, productFields, type FormFields } from './support/catalog-fixtures';
import { asMenuMultipart, createProduct, menuFields } from './support/menu-fixtures';
import { registerOwner, useTestApp } from './support/test-app';

/** What products and menus share as items, checked once over both kinds. */

const t = useTestApp();
type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** One kind of item: its admin and image paths, and how to send its form with a few fields changed. */
interface Kind {
  path: 'products' | 'menus';
  /** Gets an owner ready (a menu needs a product of its own) and gives the create request. */
  setUp: (
    owner: Owner,
  ) => Promise<(overrides?: FormFields, file?: { body: Buffer }) => ReturnType<typeof asMultipart>>;
}

const KINDS: Kind[] = [
  {
    path: 'products',
    setUp: async (owner) => (overrides, file) =>
      asMultipart(t.http.post('/api/admin/products').set(owner.auth), productFields(overrides), file),
  },
  {
    path: 'menus',
    setUp: async (owner) => {
      const product = await createProduct(t, owner, { name: 'Tomatensoep', price: '4.50' });
      return (overrides, file) =>
        asMenuMultipart(
          t.http.post('/api/admin/menus').set(owner.auth),
          menuFields([product._id], overrides),
          file,
        );
    },
  },
];

const drink = {
  name: 'Drankje',
  type: 'select',
  required: true,
  options: [
    { name: 'Water', price: 0 },
    { name: 'Cola', price: 0.5 },
  ],
};

describe.each(KINDS)('$path', ({ path, setUp }) => {
  describe('refuses invalid item fields with the spec texts and creates nothing', () => {
    let owner: Owner;
    let create: Awaited<ReturnType<Kind['setUp']>>;
    beforeAll(async () => {
      owner = await registerOwner(t.http);
      create = await setUp(owner);
    });
    afterEach(async () => {
      expect((await t.http.get(`/api/admin/${path}`).set(owner.auth).expect(200)).body).toEqual([]);
    });

    it.each([
      [{ name: '' }, 'name', 'Dit veld is verplicht'],
      [{ name: 'C' }, 'name', 'Moet ten minste 2 tekens lang zijn'],
      [{ name: 'x'.repeat(121) }, 'name', 'Mag niet langer zijn dan 120 tekens'],
      [{ description: 'x'.repeat(1001) }, 'description', 'Mag niet langer zijn dan 1000 tekens'],
      [{ price: '' }, 'price', 'Dit veld is verplicht'],
      [{ price: '0' }, 'price', 'Voer een positief getal in'],
      [{ price: '-3' }, 'price', 'Voer een positief getal in'],
      [{ price: 'acht' }, 'price', 'Voer een geldig bedrag in'],
      [{ price: '8.555' }, 'price', 'Gebruik maximaal twee decimalen'],
      [{ price: '1000000' }, 'price', 'Voer een bedrag tot 99.999,99 in'],
      [{ vatRate: '7' }, 'vatRate', 'Kies een BTW-tarief: 6 %, 12 % of 21 %.'],
      [{ vatRate: '9' }, 'vatRate', 'Kies een BTW-tarief: 6 %, 12 % of 21 %.'],
      [{ productOptions: '[{"name": "Saus",' }, 'productOptions', 'De productopties zijn geen geldige JSON.'],
      [
        { productOptions: '{"name": "Saus"}' },
        'productOptions',
        'De productopties moeten een lijst van optiegroepen zijn.',
      ],
      [
        { productOptions: JSON.stringify([{ ...drink, name: '' }]) },
        'productOptions.0.name',
        'Dit veld is verplicht',
      ],
      [
        { productOptions: JSON.stringify([{ ...drink, type: 'radio' }]) },
        'productOptions.0.type',
        'Kies een geldig type',
      ],
      [
        { productOptions: JSON.stringify([{ ...drink, options: [] }]) },
        'productOptions.0.options',
        'Voeg minstens één keuze toe',
      ],
      [
        { productOptions: JSON.stringify([{ ...drink, options: [{ name: 'Cola', price: -0.5 }] }]) },
        'productOptions.0.options.0.price',
        'Voer een bedrag van 0 of meer in',
      ],
      [{ eigenaar: 'ik' }, 'eigenaar', 'Onbekend veld: eigenaar.'],
    ])('%j', async (overrides, field, message) => {
      const response = await create(overrides).expect(400);
      expect(response.body.fields).toEqual({ [field]: message });
      expect(response.body.message).toBe(message);
    });

    it('a text file dressed up as a JPEG', async () => {
      const response = await create(
        {},
        { body: Buffer.from('dit is geen foto, maar het heet wel zo') },
      ).expect(400);
      expect(response.body.fields).toEqual({
        image: 'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
      });
    });

    it('an 11 MB file, with 413 and the spec text', async () => {
      const response = await create({}, { body: Buffer.alloc(11 * 1024 * 1024, 1) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        statusCode: 413,
        message:
          'De afbeelding is te groot. Probeer een kleinere of meer gecomprimeerde afbeelding te uploaden.',
        error: 'Payload Too Large',
      });
    });

    it('a file in another field, or two files', async () => {
      const photo = await image('jpeg');
      const elsewhere = await create().attach('foto', photo, 'foto.jpg').expect(400);
      expect(elsewhere.body.fields).toEqual({ image: 'Stuur precies één afbeelding mee.' });
      const two = await create().attach('image', photo, 'a.jpg').attach('image', photo, 'b.jpg').expect(400);
      expect(two.body.fields).toEqual({ image: 'Stuur precies één afbeelding mee.' });
    });

    it('a broken multipart body', async () => {
      const response = await t.http
        .post(`/api/admin/${path}`)
        .set(owner.auth)
        .set('Content-Type', 'multipart/form-data; boundary=abc')
        .send('--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nKaas')
        .expect(400);
      expect(response.body.message).toBe('Het formulier kon niet worden gelezen. Probeer het opnieuw.');
    });
  });

  describe('images', () => {
    it('are re-encoded and served at the versioned URL for good, with nosniff; unversioned revalidated', async () => {
      const create = await setUp(await registerOwner(t.http));
      const item = (await create({}, { body: await image('png') }).expect(201)).body;
      const response = await t.http.get(item.imageUrl).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const unversioned = await t.http.get(`/api/images/${path}/${item._id}`).expect(200);
      expect(unversioned.headers['cache-control']).toBe('no-cache');
    });

    it('answer 404 for an item without an image and for nonsense ids', async () => {
      const create = await setUp(await registerOwner(t.http));
      const item = (await create().expect(201)).body;
      const missing = await t.http.get(`/api/images/${path}/${item._id}?v=1`).expect(404);
      expect(missing.body.message).toBe('Deze afbeelding bestaat niet (meer).');
      await t.http.get(`/api/images/${path}/${crypto.randomUUID()}`).expect(404);
      await t.http.get(`/api/images/${path}/..%2F..%2Fjwt-secret`).expect(404);
    });
  });
});
