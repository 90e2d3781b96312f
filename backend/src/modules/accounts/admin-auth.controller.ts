import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  parseLogin,
  parseSignup,
  parseTwoFactorLogin,
  type LoginInput,
  type SignupInput,
  type TwoFactorLoginInput,
} from '@bestelklaar/domain';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ClientKey } from '../../common/http/client-key';
import { ParsePipe } from '../../common/http/parse.pipe';
import { Public } from '../../common/auth/public.decorator';
import { CurrentSession } from '../../common/auth/current-member.decorator';
import type { MemberSession } from '../../common/auth/member-session';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { DuringTwoFactorSetup, Requires } from '../../common/auth/requires.decorator';
import { SessionOriginOf, type SessionOrigin } from './sessions';

@Controller('admin/auth')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
  ) {}

  @ApiRoute({
    summary: 'Register an account',
    body: 'SignupInput',
    answer: 'SignupAnswer',
    failures: [409, 429],
  })
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('signup')
  async signup(@Body(new ParsePipe(parseSignup)) body: SignupInput, @ClientKey() client: string) {
    const { _id, name, email } = await this.accounts.register(body, client);
    return { _id, name, email };
  }

  @ApiRoute({
    summary: 'Log in: a session token, or for a person with a second factor the challenge of the second step',
    body: 'LoginInput',
    answer: ['LoginAnswer', 'TwoFactorChallengeAnswer'],
    answers: { 401: 'ApiErrorView' },
    failures: [429],
  })
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ParsePipe(parseLogin)) body: LoginInput,
    @ClientKey() client: string,
    @SessionOriginOf() origin: SessionOrigin,
  ) {
    return this.auth.login(body.email, body.password, client, origin);
  }

  @ApiRoute({
    summary: "Log in, second step: the login's challenge and a code from the app or a recovery code",
    body: 'TwoFactorLoginInput',
    answer: 'LoginAnswer',
    answers: { 401: 'ApiErrorView' },
    failures: [429],
  })
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login/two-factor')
  @HttpCode(200)
  async loginTwoFactor(
    @Body(new ParsePipe(parseTwoFactorLogin)) body: TwoFactorLoginInput,
    @ClientKey() client: string,
    @SessionOriginOf() origin: SessionOrigin,
  ) {
    return this.auth.loginTwoFactor(body.challenge, body.code, client, origin);
  }

  @ApiRoute({ summary: 'End this session', answer: null })
  @Requires('session.end')
  @DuringTwoFactorSetup()
  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentSession() session: MemberSession): Promise<void> {
    await this.auth.logout(session.tokenId, session.expiresAt);
  }
}
