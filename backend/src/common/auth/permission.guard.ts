import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES, roleAllows, type Action } from '@bestelklaar/domain';
import { Forbidden } from '../errors/app-error';
import type { MemberSession } from './member-session';
import { IS_PUBLIC } from './public.decorator';
import { DURING_TWO_FACTOR_SETUP, REQUIRED_ACTION } from './requires.decorator';

/**
 * Global guard after the session's: the member's role (read with the session, at every request)
 * must allow the route's declared action. A route with a session and no declaration is refused,
 * so a forgotten declaration closes a door rather than opening it. A member whose shop waits for
 * their second factor gets only the routes marked `@DuringTwoFactorSetup()`.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const action = this.reflector.getAllAndOverride<Action | undefined>(REQUIRED_ACTION, targets);
    const { user } = context.switchToHttp().getRequest<{ user?: MemberSession }>();
    if (!action || !user || !roleAllows(user.role, action)) throw new Forbidden();
    // A shop that requires a second factor of its team lets a member without one only set it up.
    if (
      user.twoFactorSetupRequired &&
      !this.reflector.getAllAndOverride<boolean>(DURING_TWO_FACTOR_SETUP, targets)
    )
      throw new Forbidden(MESSAGES.twoFactorSetupRequired);
    return true;
  }
}
