import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { parseLogin, parseSignup, type LoginInput, type SignupInput } from '@bestelklaar/domain';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ClientKey } from '../../common/http/client-key';
import { ParsePipe } from '../../common/http/parse.pipe';
import { Public } from '../../common/auth/public.decorator';
import { CurrentSession } from '../../common/auth/current-member.decorator';
import type { MemberSession } from '../../common/auth/member-session';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

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
    summary: 'Log in: a session token',
    body: 'LoginInput',
    answer: 'LoginAnswer',
    answers: { 401: 'ApiErrorView' },
    failures: [429],
  })
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Body(new ParsePipe(parseLogin)) body: LoginInput, @ClientKey() client: string) {
    return { token: await this.auth.login(body.email, body.password, client) };
  }

  @ApiRoute({ summary: 'End this session', answer: null })
  @Requires('session.end')
  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentSession() session: MemberSession): Promise<void> {
    await this.auth.logout(session.tokenId, session.expiresAt);
  }
}
