import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@bestelklaar/domain';
import { ValidationFailed } from '../../common/errors/app-error';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogService } from '../catalog/catalog.service';
import { SchedulingService } from '../scheduling/scheduling.service';

/**
 * Putting a shop on its subdomain, once settings, a product and a pickup moment are in place. The
 * shop's own state, so its own context: it asks catalog and scheduling, and payments asks nothing of it.
 */
@Injectable()
export class ShopLaunchService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly catalog: CatalogService,
    private readonly scheduling: SchedulingService,
  ) {}

  async launch(accountId: string, subdomain: string): Promise<void> {
    // One after the other: inside a transaction (the demo seed's) they share one connection.
    const settings = await this.accounts.settings(accountId);
    const productCount = await this.catalog.countProducts(accountId);
    const hasPickupMoments = await this.scheduling.hasPickupMoments(accountId);
    const settingsComplete = Boolean(settings.shopName && settings.shopDescription && settings.shopAddress);
    if (!settingsComplete || productCount === 0 || !hasPickupMoments) {
      throw new ValidationFailed(MESSAGES.launchStepsMissing);
    }
    await this.accounts.launch(accountId, subdomain);
  }
}
