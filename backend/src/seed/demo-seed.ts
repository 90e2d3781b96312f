import { INestApplication, Logger } from '@nestjs/common';
import { AccountsService } from '../modules/accounts/accounts.service';
import { seedDemoSettings } from '../modules/accounts/demo-settings';
import { seedDemoCatalog } from '../modules/catalog/demo-catalog';
import { seedDemoMenus } from '../modules/menus/demo-menus';
import { seedDemoDiscounts } from '../modules/promotions/demo-promotions';
import { seedDemoOnboarding } from '../modules/payments/demo-onboarding';
import { seedDemoOrders } from '../modules/ordering/demo-orders';
import { seedDemoLaunch } from '../modules/shop-launch/demo-launch';
import { UnitOfWork } from '../database/unit-of-work';
import { seedDemoSchedule } from '../modules/scheduling/demo-schedule';

export const DEMO_OWNER = { name: 'Demo Eigenaar', email: 'demo@bestelklaar.be', password: 'demo1234' };

/**
 * On an empty database, creates the demo owner (a person, the shop's 'eigenaar') and a launched,
 * onboarded shop on /demo, through the services, in one transaction: a crash halfway leaves an
 * empty database, which is seeded next start.
 */
export async function seedDemoShop(app: INestApplication): Promise<void> {
  const accounts = app.get(AccountsService);
  const seeded = await app.get(UnitOfWork).transaction(async () => {
    if ((await accounts.count()) > 0) return false;
    // The server seeds itself: its hash takes a turn of its own, as any client's would.
    const owner = await accounts.register(DEMO_OWNER, 'demo-seed');
    await seedDemoCatalog(app, owner._id);
    await seedDemoMenus(app, owner._id);
    await seedDemoDiscounts(app, owner._id);
    await seedDemoSchedule(app, owner._id);
    await seedDemoSettings(app, owner._id);
    await seedDemoLaunch(app, owner._id);
    await seedDemoOnboarding(app, owner._id);
    await seedDemoOrders(app, owner._id, owner.userId);
    return true;
  });
  if (!seeded) return;
  new Logger('Seed').log(`Demo-account aangemaakt: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
}
