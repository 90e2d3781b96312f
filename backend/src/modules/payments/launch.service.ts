import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@bestelklaar/domain';
import { ValidationFailed } from '../../common/errors/app-error';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogService } from '../catalog/catalog.service';
import { SchedulingService } from '../scheduling/scheduling.service';

/** Putting a shop on its subdomain, once settings, a product and a pickup moment are in place. */
@Injectable()
export class LaunchService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly catalog: CatalogService,
    private readonly scheduling: SchedulingService,
  ) {}

  async launch(accountId: string, subdomain: string): Promise<void> {
    const [settings, productCount, hasPickupMoments] = await Promise.all([
      this.accounts.settings(accountId),
      this.catalog.countProducts(accountId),
      this.scheduling.hasPickupMoments(accountId),
    ]);
    const settingsComplete = Boolean(settings.shopName && settings.shopDescription && settings.shopAddress);
    if (!settingsComplete || productCount === 0 || !hasPickupMoments) {
      throw new ValidationFailed(MESSAGES.launchStepsMissing);
    }
    await this.accounts.launch(accountId, subdomain);
  }
}
