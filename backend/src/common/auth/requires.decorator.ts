import { SetMetadata } from '@nestjs/common';
import type { Action } from '@bestelklaar/domain';

export const REQUIRED_ACTION = 'requiredAction';

/**
 * The one action a route performs, checked against the member's role by the permission guard.
 * Every route that needs a session declares one; a test reads the route table and fails for any
 * that does not.
 */
export const Requires = (action: Action) => SetMetadata(REQUIRED_ACTION, action);

export const DURING_TWO_FACTOR_SETUP = 'duringTwoFactorSetup';

/**
 * A route that answers while the shop waits for the person's second factor ('Verplicht voor het
 * hele team'): setting it up, reading its state, logging out. Every other route answers 403 then.
 */
export const DuringTwoFactorSetup = () => SetMetadata(DURING_TWO_FACTOR_SETUP, true);
