import type { INestApplicationContext } from '@nestjs/common';
import { ShopLaunchService } from './shop-launch.service';

export const DEMO_SUBDOMAIN = 'demo';

/** The demo shop goes live on /demo. */
export async function seedDemoLaunch(app: INestApplicationContext, accountId: string): Promise<void> {
  await app.get(ShopLaunchService).launch(accountId, DEMO_SUBDOMAIN);
}
