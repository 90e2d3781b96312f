import { describe, expect, it } from 'vitest';
import { parseLeadTime, SETTINGS_MESSAGES, validateSettings, type SettingsInput } from './settings';

const valid: SettingsInput = {
  name: 'Sofie Peeters',
  shopName: 'De Smulhoek',
  shopDescription: 'Verse broodjes en soep.',
  shopAddress: 'Kerkstraat 1, 9000 Gent',
  websiteUrl: '',
  contactEmail: 'info@desmulhoek.be',
  contactGsm: '0470 12 34 56',
  shopMinimumOrderTimeBeforePickup: '',
};

describe('validateSettings', () => {
  it('accepts a complete form', () => {
    expect(validateSettings(valid)).toEqual({});
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
    expect(validateSettings(blank)).toEqual({
      name: 'Dit veld is verplicht',
      shopName: 'Dit veld is verplicht',
      shopDescription: 'Winkelomschrijving is verplicht',
      shopAddress: 'Dit veld is verplicht',
      contactEmail: 'Dit veld is verplicht',
      contactGsm: 'Dit veld is verplicht',
    });
  });

  it('allows 700 description characters and refuses 701', () => {
    expect(validateSettings({ ...valid, shopDescription: 'a'.repeat(700) })).toEqual({});
    expect(validateSettings({ ...valid, shopDescription: 'a'.repeat(701) }).shopDescription).toBe(
      'Winkelomschrijving mag niet langer zijn dan 700 karakters',
    );
  });

  it('checks contact e-mail, GSM and website formats', () => {
    const errors = validateSettings({
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
    expect(validateSettings({ ...valid, websiteUrl: 'javascript:alert(1)' }).websiteUrl).toBe(
      SETTINGS_MESSAGES.website,
    );
    expect(
      validateSettings({ ...valid, websiteUrl: 'https://desmulhoek.be', contactGsm: '+32 470/12.34.56' }),
    ).toEqual({});
  });
});

describe('parseLeadTime', () => {
  it.each([
    ['', 24],
    ['0', 0],
    ['24', 24],
    [' 5 ', 5],
    ['25', 'De maximum-waarde is 24 uur'],
    ['2.5', 'Voer een geheel getal in'],
    ['twee', 'Voer een geheel getal in'],
    ['-1', 'Voer een positief getal in'],
  ])('%j gives %j', (input, expected) => {
    expect(parseLeadTime(input)).toBe(expected);
  });
});
