import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';
import { AccountsService } from './accounts.service';

/**
 * The demo deli's banner: a flat illustration of a counter with bread, soup and vegetables, drawn as
 * SVG and rendered to PNG at seed time (as the demo catalog's photos), so it goes through the real
 * upload pipeline and the shop page shows, and preloads, a banner as a real shop's would.
 */
const DEMO_BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600" viewBox="0 0 1920 600">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fbe3c4"/>
      <stop offset="0.55" stop-color="#f6c99a"/>
      <stop offset="1" stop-color="#e9a46c"/>
    </linearGradient>
    <radialGradient id="light" cx="30%" cy="20%" r="80%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="600" fill="url(#wall)"/>
  <rect width="1920" height="600" fill="url(#light)"/>
  <circle cx="1700" cy="80" r="260" fill="#d9461c" opacity="0.12"/>
  <circle cx="180" cy="520" r="220" fill="#c2410c" opacity="0.1"/>
  <rect y="430" width="1920" height="170" fill="#a8643a"/>
  <rect y="430" width="1920" height="26" fill="#c07a4a"/>
  <ellipse cx="520" cy="440" rx="330" ry="26" fill="#000" opacity="0.1"/>
  <path d="M250 430 Q260 300 420 290 Q520 280 600 330 Q700 290 780 330 Q820 360 800 430 Z" fill="#c98a3e"/>
  <path d="M330 340 q30 -20 60 0 M460 320 q30 -20 60 0 M600 350 q30 -20 60 0" stroke="#f3d29b" stroke-width="10" fill="none" stroke-linecap="round"/>
  <ellipse cx="1000" cy="440" rx="190" ry="22" fill="#000" opacity="0.1"/>
  <path d="M840 330 L1160 330 L1130 430 Q1000 452 870 430 Z" fill="#f5efe6"/>
  <ellipse cx="1000" cy="332" rx="160" ry="22" fill="#d9461c"/>
  <circle cx="950" cy="328" r="9" fill="#fff7ee"/><circle cx="1040" cy="334" r="7" fill="#fff7ee"/>
  <path d="M950 290 q20 -30 0 -60 M1010 280 q20 -30 0 -60 M1070 290 q20 -30 0 -60" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.75"/>
  <circle cx="1330" cy="392" r="48" fill="#dc2626"/>
  <path d="M1312 348 q18 -18 36 0" stroke="#2f855a" stroke-width="10" fill="none" stroke-linecap="round"/>
  <circle cx="1430" cy="404" r="36" fill="#ef4444"/>
  <path d="M1416 370 q14 -14 28 0" stroke="#2f855a" stroke-width="9" fill="none" stroke-linecap="round"/>
  <path d="M1520 430 Q1540 330 1600 300 Q1620 360 1590 430 Z" fill="#3f9b4f"/>
  <path d="M1580 430 Q1620 320 1690 310 Q1690 380 1640 430 Z" fill="#57b65f"/>
  <path d="M1650 430 Q1700 360 1760 350 Q1750 400 1710 430 Z" fill="#3f9b4f"/>
</svg>`;

/** The demo shop's public face: a Ghent deli with real-looking details. */
export async function seedDemoSettings(app: INestApplicationContext, accountId: string): Promise<void> {
  await app.get(AccountsService).updateSettings(
    accountId,
    {
      name: 'Demo Eigenaar',
      shopName: 'De Smulhoek',
      shopDescription:
        'Buurtdelicatessen in hartje Gent: verse broodjes, huisgemaakte soepen, salades en wekelijks wisselende dagschotels. Bestel online en haal af wanneer het jou past.',
      shopDescriptionTranslations: {
        fr: {
          description:
            'Épicerie fine de quartier en plein cœur de Gand : sandwiches frais, soupes maison, salades et plats du jour qui changent chaque semaine. Commandez en ligne et venez retirer votre commande quand cela vous arrange.',
        },
        en: {
          description:
            'Neighbourhood deli in the heart of Ghent: fresh sandwiches, homemade soups, salads and daily specials that change every week. Order online and pick up whenever suits you.',
        },
      },
      shopAddress: 'Kerkstraat 12, 9000 Gent',
      websiteUrl: 'https://www.desmulhoek.be',
      contactEmail: 'hallo@desmulhoek.be',
      contactGsm: '0470 12 34 56',
      shopMinimumOrderTimeBeforePickup: 1,
      darkMode: false,
      maxOrdersPerSlot: null,
      newOrderMails: true,
      defaultLanguage: 'nl',
      allergenInfoComplete: true,
      allergenInfoText:
        'Alles wordt vers bereid in onze keuken, waar ook noten en sesamzaad gebruikt worden. Vraag ons gerust naar allergenen bij het afhalen.',
      allergenInfoTextTranslations: {
        fr: {
          description:
            'Tout est préparé frais dans notre cuisine, où l’on utilise aussi des fruits à coque et du sésame. N’hésitez pas à nous poser vos questions sur les allergènes au retrait.',
        },
        en: {
          description:
            'Everything is freshly made in our kitchen, where nuts and sesame seeds are used too. Feel free to ask us about allergens when you pick up.',
        },
      },
    },
    { banner: await sharp(Buffer.from(DEMO_BANNER_SVG)).png().toBuffer() },
  );
}
