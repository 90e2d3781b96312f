import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import type { ActivitySubject } from '@bestelklaar/domain';
import type { MemberSession } from '../auth/member-session';
import { ActivityLog } from './activity-log';

/**
 * Which subject a route changes and where its id is: a path parameter, a field of the answer (a
 * creation's new id), or the shop itself (its settings, its week, the order of its collections).
 * Unset: the `id` parameter when the route has one, else the answer's `_id` (the views' id).
 */
export type SubjectId = { param: string } | { answer: string } | 'shop';

export interface ActivityTarget {
  subject: ActivitySubject;
  id?: SubjectId;
}

export const RECORDS_ACTIVITY = 'recordsActivity';

/**
 * The route changes `subject`: the subject is read before and after it, and the difference goes to
 * the shop's activity with the person who asked. Only the routes that carry it pay for it.
 */
export const RecordsActivity = (subject: ActivitySubject, id?: SubjectId) =>
  applyDecorators(
    SetMetadata(RECORDS_ACTIVITY, { subject, id } satisfies ActivityTarget),
    UseInterceptors(ActivityInterceptor),
  );

interface ActivityRequest {
  user?: MemberSession;
  params: Record<string, string | undefined>;
}

@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly activity: ActivityLog,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const target = this.reflector.get<ActivityTarget>(RECORDS_ACTIVITY, context.getHandler());
    const request = context.switchToHttp().getRequest<ActivityRequest>();
    const session = request.user;
    if (!target || !session) return next.handle();
    const shopId = session.accountId;
    const where = target.id ?? (request.params.id !== undefined ? { param: 'id' } : { answer: '_id' });
    const knownId = where === 'shop' ? shopId : 'param' in where ? request.params[where.param] : undefined;
    const before = knownId ? await this.activity.read(target.subject, shopId, knownId) : null;
    return next.handle().pipe(
      mergeMap((answer) =>
        from(
          (async () => {
            const subjectId = knownId ?? answerId(answer, where);
            if (subjectId)
              await this.activity.recordAfterSave(target.subject, {
                shopId,
                userId: session.userId,
                subjectId,
                before,
              });
            return answer;
          })(),
        ),
      ),
    );
  }
}

function answerId(answer: unknown, where: SubjectId): string | undefined {
  if (where === 'shop' || !('answer' in where)) return undefined;
  const value = (answer as Record<string, unknown> | null)?.[where.answer];
  return typeof value === 'string' ? value : undefined;
}
