import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SECRETS, type Secrets } from '../../config/secrets';
import { AuthService } from './auth.service';
import type { MemberSession } from '../../common/auth/member-session';

interface TokenClaims {
  /** The person. */
  sub?: unknown;
  /** The shop this session is in; tokens from before memberships carry none: their `sub` is both. */
  shop?: unknown;
  jti?: unknown;
  exp?: unknown;
  iat?: unknown;
  /** When the session began, ms by the server's clock (tokens from before it carry only `iat`). */
  sat?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HS256 only: tokens signed otherwise (or with `alg: none`) never verify. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(SECRETS) secrets: Secrets,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secrets.sessionTokens,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: TokenClaims): Promise<MemberSession | false> {
    const { sub, shop = sub, jti, exp, iat, sat } = claims;
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof jti !== 'string' || !UUID.test(jti))
      return false;
    if (typeof shop !== 'string' || !UUID.test(shop)) return false;
    if (typeof exp !== 'number') return false;
    const startedAt = typeof sat === 'number' ? sat : typeof iat === 'number' ? iat * 1000 : undefined;
    if (startedAt === undefined) return false;
    // The role is read afresh at every request: a changed or removed membership counts at once.
    const live = await this.auth.liveSession(jti, sub, shop, startedAt);
    if (!live) return false;
    return {
      accountId: shop,
      userId: sub,
      tokenId: jti,
      expiresAt: new Date(exp * 1000),
      role: live.role,
      twoFactorSetupRequired: live.twoFactorSetupRequired,
    };
  }
}
