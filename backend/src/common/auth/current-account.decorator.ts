import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedAccount } from './authenticated-account';

/** The account id from the verified token; admin services take it first. */
export const CurrentAccount = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<{ user: AuthenticatedAccount }>();
  return request.user.accountId;
});

/** The whole verified session, for logout. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAccount =>
    context.switchToHttp().getRequest<{ user: AuthenticatedAccount }>().user,
);
