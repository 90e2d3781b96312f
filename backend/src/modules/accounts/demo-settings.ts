import type { INestApplicationContext } from '@nestjs/common';
import { AccountsService } from './accounts.service';

/** The demo shop's public face: a Ghent deli with real-looking details. */
export async function seedDemoSettings(app: INestApplicationContext, accountId: string): Promise<void> {
  await app.get(AccountsService).updateSettings(accountId, {
    name: 'Demo Eigenaar',
    shopName: 'De Smulhoek',
    shopDescription:
      'Buurtdelicatessen in hartje Gent: verse broodjes, huisgemaakte soepen, salades en wekelijks wisselende dagschotels. Bestel online en haal af wanneer het jou past.',
    shopAddress: 'Kerkstraat 12, 9000 Gent',
    websiteUrl: 'https://www.desmulhoek.be',
    contactEmail: 'hallo@desmulhoek.be',
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: 1,
    darkMode: false,
    maxOrdersPerSlot: null,
    newOrderMails: true,
  });
}
