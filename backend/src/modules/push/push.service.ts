import { Inject, Injectable } from '@nestjs/common';
import type { PushSubscriptionInput } from '@bestelklaar/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { VAPID_KEYS, type VapidKeys } from '../../config/vapid-keys';
import { ValidationFailed } from '../../common/errors/app-error';
import { subscriptionProblems } from './push-endpoint-policy';
import { PushSubscriptions, type DeviceOwner } from './push-subscriptions';

/** 'Meldingen op dit toestel': a person's devices in a shop, on and off. */
@Injectable()
export class PushService {
  constructor(
    private readonly subscriptions: PushSubscriptions,
    @Inject(VAPID_KEYS) private readonly keys: VapidKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  publicKey(): { publicKey: string } {
    return { publicKey: this.keys.publicKey };
  }

  async subscribe(owner: DeviceOwner, subscription: PushSubscriptionInput): Promise<{ endpoint: string }> {
    const problems = subscriptionProblems(subscription, { allowLocalHosts: this.config.env === 'test' });
    if (Object.keys(problems).length > 0) throw ValidationFailed.ofFields(problems);
    await this.subscriptions.keep(owner, subscription);
    return { endpoint: subscription.endpoint };
  }

  async unsubscribe(userId: string, shopId: string, endpoint: string): Promise<void> {
    await this.subscriptions.forget(userId, shopId, endpoint);
  }
}
