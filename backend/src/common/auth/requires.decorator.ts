import { SetMetadata } from '@nestjs/common';
import type { Action } from '@bestelklaar/domain';

export const REQUIRED_ACTION = 'requiredAction';

/**
 * The one action a route performs, checked against the member's role by the permission guard.
 * Every route that needs a session declares one; a test reads the route table and fails for any
 * that does not.
 */
export const Requires = (action: Action) => SetMetadata(REQUIRED_ACTION, action);
