import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  missingSettings,
  readLeadTime,
  REQUIRED_SETTINGS,
  readMaxOrdersPerSlot,
  parseSettings,
  SETTINGS_MESSAGES,
  type SettingsInput,
} from './settings';

const valid: SettingsInput = {
  name: 'Sofie Peeters',
  shopName: 'De Smulhoek',
  shopDescription: 'Verse broodjes en soep.',
  shopAddress: 'Kerkstraat 1, 9000 Gent',
  websiteUrl: '',
  contactEmail: 'info@desmulhoek.be',
  contactGsm: '0470 12 34 56',
  shopMinimumOrderTimeBeforePickup: '',
  maxOrdersPerSlot: '',
  defaultLanguage: 'nl',
};

const errorsOf = (input: unknown) => {
  const parsed = parseSettings(input);
  return parsed.ok ? {} : parsed.errors;
};

describe('parseSettings', () => {
  it('reads a complete form: texts trimmed, lead time in hours, switches as booleans', () => {
    expect(
      parseSettings({ ...valid, name: ' Sofie Peeters ', darkMode: 'true', removeShopLogo: 'true' }),
    ).toEqual({
      ok: true,
      value: {
        ...valid,
        contactGsm: '+32470123456',
        shopMinimumOrderTimeBeforePickup: 24,
        darkMode: true,
        maxOrdersPerSlot: null,
        newOrderMails: true,
        removeShopLogo: true,
        removeShopBanner: false,
        allergenInfoComplete: false,
        allergenInfoText: '',
      },
    });
    expect(parseSettings({ ...valid, shopMinimumOrderTimeBeforePickup: '2', darkMode: false })).toMatchObject(
      {
        ok: true,
        value: { shopMinimumOrderTimeBeforePickup: 2, darkMode: false },
      },
    );
  });

  it('refuses a name or shop name of more than one line', () => {
    expect(errorsOf({ ...valid, name: 'Sofie\r\nPeeters', shopName: 'De Smulhoek\nBcc: x@y.be' })).toEqual({
      name: 'Deze tekst bevat ongeldige tekens.',
      shopName: 'Deze tekst bevat ongeldige tekens.',
    });
  });

  it('requires name, shop name, description, address, contact e-mail and GSM', () => {
    const blank = {
      ...valid,
      name: ' ',
      shopName: '',
      shopDescription: '',
      shopAddress: '',
      contactEmail: '',
      contactGsm: '',
    };
    expect(errorsOf(blank)).toEqual({
      name: 'Dit veld is verplicht',
      shopName: 'Dit veld is verplicht',
      shopDescription: 'Winkelomschrijving is verplicht',
      shopAddress: 'Dit veld is verplicht',
      contactEmail: 'Dit veld is verplicht',
      contactGsm: 'Dit veld is verplicht',
    });
    expect(errorsOf({})).toEqual(errorsOf(blank));
  });

  it('allows 700 description characters and refuses 701', () => {
    expect(errorsOf({ ...valid, shopDescription: 'a'.repeat(700) })).toEqual({});
    expect(errorsOf({ ...valid, shopDescription: 'a'.repeat(701) }).shopDescription).toBe(
      'Winkelomschrijving mag niet langer zijn dan 700 karakters',
    );
  });

  it('checks contact e-mail, GSM and website formats', () => {
    const errors = errorsOf({
      ...valid,
      contactEmail: 'info@',
      contactGsm: '12',
      websiteUrl: 'desmulhoek',
    });
    expect(errors).toEqual({
      contactEmail: 'Voer een geldig e-mailadres in',
      contactGsm: SETTINGS_MESSAGES.gsm,
      websiteUrl: SETTINGS_MESSAGES.website,
    });
    expect(errorsOf({ ...valid, websiteUrl: 'javascript:alert(1)' }).websiteUrl).toBe(
      SETTINGS_MESSAGES.website,
    );
    expect(
      errorsOf({ ...valid, websiteUrl: 'https://desmulhoek.be', contactGsm: '+32 470/12.34.56' }),
    ).toEqual({});
  });

  it('takes the GSM by the customer’s rule: a mobile number from the region, saved in E.164', () => {
    const gsmOf = (contactGsm: string) => {
      const parsed = parseSettings({ ...valid, contactGsm });
      return parsed.ok ? parsed.value.contactGsm : parsed.errors.contactGsm;
    };
    expect(gsmOf('0475 98 76 54')).toBe('+32475987654');
    expect(gsmOf('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(gsmOf('+352 621 123 456')).toBe('+352621123456');
    expect(gsmOf('09 123 45 67')).toBe(SETTINGS_MESSAGES.gsm);
    expect(gsmOf('+44 7700 900123')).toBe(SETTINGS_MESSAGES.gsm);
  });

  it('refuses unknown fields, values that are not text, absurd lengths and switches that are not yes or no', () => {
    expect(
      errorsOf({
        ...valid,
        isAdmin: 'ja',
        shopName: 42,
        shopAddress: 'x'.repeat(501),
        darkMode: 'misschien',
        newOrderMails: 'soms',
        removeShopBanner: '',
      }),
    ).toEqual({
      isAdmin: 'Onbekend veld: isAdmin.',
      shopName: 'Ongeldige waarde.',
      shopAddress: 'Ongeldige waarde.',
      darkMode: 'Ongeldige waarde.',
      newOrderMails: 'Ongeldige waarde.',
      removeShopBanner: 'Ongeldige waarde.',
    });
  });

  it('ignores what the settings read gives that saving does not change, so a client may send it back', () => {
    const read = {
      _id: 'c0ffee00-0000-4000-8000-000000000000',
      email: 'iemand@voorbeeld.be',
      subdomain: 'kaping',
      onboardingCompleted: true,
      timeZone: 'Europe/Brussels',
      shopLogoUrl: '/api/images/shops/x/logo',
      shopBannerUrl: '',
    };
    const parsed = parseSettings({ ...valid, ...read, shopMinimumOrderTimeBeforePickup: 2 });
    expect(parsed.ok && Object.keys(parsed.value).filter((field) => field in read)).toEqual([]);
    expect(parsed).toMatchObject({ ok: true, value: { shopMinimumOrderTimeBeforePickup: 2 } });
  });

  it('reads the slot capacity and the new-order mail switch, which is on unless turned off', () => {
    expect(parseSettings({ ...valid, maxOrdersPerSlot: ' 12 ', newOrderMails: 'false' })).toMatchObject({
      ok: true,
      value: { maxOrdersPerSlot: 12, newOrderMails: false },
    });
    expect(parseSettings({ ...valid, maxOrdersPerSlot: 1000, newOrderMails: true })).toMatchObject({
      ok: true,
      value: { maxOrdersPerSlot: 1000, newOrderMails: true },
    });
    const { maxOrdersPerSlot: _omitted, ...withoutCapacity } = valid;
    expect(parseSettings(withoutCapacity)).toMatchObject({
      ok: true,
      value: { maxOrdersPerSlot: null, newOrderMails: true },
    });
    expect(errorsOf({ ...valid, maxOrdersPerSlot: '0' })).toEqual({
      maxOrdersPerSlot: SETTINGS_MESSAGES.ordersPerSlotRange,
    });
  });
});

describe("the shop's default language", () => {
  it('is one of nl, fr and en, Dutch when the form leaves it out, and refused otherwise in Dutch', () => {
    for (const language of ['nl', 'fr', 'en'])
      expect(parseSettings({ ...valid, defaultLanguage: language })).toMatchObject({
        ok: true,
        value: { defaultLanguage: language },
      });
    const { defaultLanguage: _omitted, ...withoutLanguage } = valid;
    expect(parseSettings(withoutLanguage)).toMatchObject({ ok: true, value: { defaultLanguage: 'nl' } });
    for (const wrong of ['de', 'FR', 'Français', ' en', 42])
      expect(errorsOf({ ...valid, defaultLanguage: wrong }), String(wrong)).toEqual({
        defaultLanguage: 'Kies Nederlands, Français of English',
      });
  });
});

describe('readMaxOrdersPerSlot', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['1', 1],
    [' 1000 ', 1000],
    [25, 25],
  ])('%j gives %j', (input, orders) => {
    expect(readMaxOrdersPerSlot(input)).toEqual({ ok: true, value: orders });
  });

  it.each([
    ['0', 'Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'],
    ['1001', 'Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'],
    ['-5', 'Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'],
    ['2.5', 'Voer een geheel getal in'],
    ['tien', 'Voer een geheel getal in'],
    ['1e3', 'Voer een geheel getal in'],
    [2.5, 'Ongeldige waarde.'],
    [true, 'Ongeldige waarde.'],
    ['9'.repeat(11), 'Ongeldige waarde.'],
  ])('%j gives %j', (input, message) => {
    expect(readMaxOrdersPerSlot(input)).toEqual({ ok: false, message });
  });

  it('accepts exactly the whole numbers from 1 to 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (orders) => {
        expect(readMaxOrdersPerSlot(String(orders)).ok).toBe(orders >= 1 && orders <= 1000);
      }),
    );
  });
});

describe('readLeadTime', () => {
  it.each([
    ['', 24],
    [undefined, 24],
    ['0', 0],
    ['24', 24],
    [' 5 ', 5],
    // As the settings' read gives it.
    [5, 5],
    [0, 0],
  ])('%j gives %j hours', (input, hours) => {
    expect(readLeadTime(input)).toEqual({ ok: true, value: hours });
  });

  it.each([
    ['25', 'De maximum-waarde is 24 uur'],
    ['2.5', 'Voer een geheel getal in'],
    ['twee', 'Voer een geheel getal in'],
    ['-1', 'Voer een positief getal in'],
    [25, 'De maximum-waarde is 24 uur'],
    [2.5, 'Ongeldige waarde.'],
    [true, 'Ongeldige waarde.'],
  ])('%j gives %j', (input, message) => {
    expect(readLeadTime(input)).toEqual({ ok: false, message });
  });
});

describe('REQUIRED_SETTINGS and missingSettings', () => {
  it('names every field the rule refuses empty, in the form order', () => {
    expect(REQUIRED_SETTINGS).toEqual([
      'name',
      'shopName',
      'shopDescription',
      'shopAddress',
      'contactEmail',
      'contactGsm',
    ]);
  });

  it('are exactly the fields without which a valid form is refused', () => {
    for (const field of Object.keys(valid) as (keyof SettingsInput)[]) {
      const refused = field in errorsOf({ ...valid, [field]: '' });
      expect(REQUIRED_SETTINGS.includes(field), field).toBe(refused);
    }
  });

  it('lists the required settings still empty or blank', () => {
    expect(missingSettings(valid)).toEqual([]);
    expect(missingSettings({ ...valid, shopName: ' ', contactGsm: '', websiteUrl: '' })).toEqual([
      'shopName',
      'contactGsm',
    ]);
  });
});
