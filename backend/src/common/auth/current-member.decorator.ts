import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Member, MemberSession } from './member-session';

const sessionOf = (context: ExecutionContext): MemberSession =>
  context.switchToHttp().getRequest<{ user: MemberSession }>().user;

/** The shop's id from the verified token; admin services take it first. */
export const CurrentShop = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => sessionOf(context).accountId,
);

/** The person asking, the shop and their role in it (read afresh at this request). */
export const CurrentMember = createParamDecorator((_data: unknown, context: ExecutionContext): Member => {
  const { userId, accountId, role } = sessionOf(context);
  return { userId, shopId: accountId, role };
});

/** The whole verified session, for what is tied to the token: logout, live tickets, mailbox links. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): MemberSession => sessionOf(context),
);
