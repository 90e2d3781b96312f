import { INestApplication, Logger } from '@nestjs/common';
import { AccountsService } from '../modules/accounts/accounts.service';

export const DEMO_OWNER = { name: 'Demo Eigenaar', email: 'demo@bestelklaar.be', password: 'demo1234' };

/** On an empty database, creates the demo owner (and, as contexts grow, its shop), through the services. */
export async function seedDemoShop(app: INestApplication): Promise<void> {
  const accounts = app.get(AccountsService);
  if ((await accounts.count()) > 0) return;
  await accounts.register(DEMO_OWNER);
  new Logger('Seed').log(`Demo-account aangemaakt: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
}
