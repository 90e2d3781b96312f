import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Unauthorized } from '../errors/app-error';
import { IS_PUBLIC } from './public.decorator';

/** Global guard: a valid, unrevoked bearer token on every route not marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // An Unauthorized of the session's own (a person no member any more) keeps its reason.
    if (error instanceof Error) throw error;
    if (error || !user) throw new Unauthorized();
    return user;
  }
}
