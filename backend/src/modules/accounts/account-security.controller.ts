import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  parseTwoFactorCode,
  parseTwoFactorRequired,
  type TwoFactorCodeInput,
  type TwoFactorRequiredInput,
} from '@bestelklaar/domain';
import { CurrentMember, CurrentSession } from '../../common/auth/current-member.decorator';
import type { Member, MemberSession } from '../../common/auth/member-session';
import { DuringTwoFactorSetup, Requires } from '../../common/auth/requires.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { ClientKey } from '../../common/http/client-key';
import { AuthService } from './auth.service';
import { Sessions } from './sessions';
import { TwoFactorService } from './two-factor.service';

/** A person's own second factor and sessions, and the owner's 'Verplicht voor het hele team'. */
@Controller('admin/account')
export class AccountSecurityController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: Sessions,
    private readonly auth: AuthService,
  ) {}

  @ApiRoute({
    summary: "The person's second factor: on or not, and whether the shop requires one",
    answer: 'TwoFactorStatusView',
  })
  @Requires('account.security')
  @DuringTwoFactorSetup()
  @Get('two-factor')
  status(@CurrentMember() member: Member) {
    return this.twoFactor.status(member.userId, member.shopId);
  }

  @ApiRoute({
    summary: 'Start setting up a second factor: a new secret and its otpauth link (for the QR code)',
    answer: 'TwoFactorSetupAnswer',
    failures: [409],
  })
  @Requires('account.security')
  @DuringTwoFactorSetup()
  @Post('two-factor')
  begin(@CurrentMember() member: Member) {
    return this.twoFactor.begin(member.userId);
  }

  @ApiRoute({
    summary: 'Turn the second factor on with a first code: ten recovery codes, shown this once',
    body: 'TwoFactorCodeInput',
    answer: 'RecoveryCodesAnswer',
    failures: [409, 429],
  })
  @Requires('account.security')
  @DuringTwoFactorSetup()
  @Post('two-factor/confirm')
  @HttpCode(200)
  confirm(
    @CurrentMember() member: Member,
    @Body(new ParsePipe(parseTwoFactorCode)) body: TwoFactorCodeInput,
    @ClientKey() client: string,
  ) {
    return this.auth.pacedCodeCheck(member.userId, client, () =>
      this.twoFactor.confirm(member.userId, body.code),
    );
  }

  @ApiRoute({
    summary: 'Turn the second factor off with a current code or a recovery code',
    body: 'TwoFactorCodeInput',
    answer: null,
    failures: [409, 429],
  })
  @Requires('account.security')
  @Delete('two-factor')
  @HttpCode(204)
  async disable(
    @CurrentMember() member: Member,
    @Body(new ParsePipe(parseTwoFactorCode)) body: TwoFactorCodeInput,
    @ClientKey() client: string,
  ): Promise<void> {
    await this.auth.pacedCodeCheck(member.userId, client, () =>
      this.twoFactor.disable(member.userId, body.code),
    );
  }

  @ApiRoute({
    summary: "'Verplicht voor het hele team': require a second factor of every member of the shop",
    body: 'TwoFactorRequiredInput',
    answer: 'TwoFactorStatusView',
    failures: [409],
  })
  @Requires('team.two-factor')
  @RecordsActivity('settings', 'shop')
  @Put('two-factor-required')
  async setRequired(
    @CurrentMember() member: Member,
    @Body(new ParsePipe(parseTwoFactorRequired)) body: TwoFactorRequiredInput,
  ) {
    await this.twoFactor.setRequired(member.userId, member.shopId, body.required);
    return this.twoFactor.status(member.userId, member.shopId);
  }

  @ApiRoute({
    summary: "'Mijn sessies': when and from where each of the person's sessions was opened",
    answer: 'SessionList',
  })
  @Requires('account.security')
  @Get('sessions')
  async list(@CurrentSession() session: MemberSession) {
    return { sessions: await this.sessions.list(session.userId, session.tokenId) };
  }

  @ApiRoute({ summary: "'Overal afmelden': end every session of the person, this one too", answer: null })
  @Requires('account.security')
  @Post('sessions/end-all')
  @HttpCode(204)
  async endAll(@CurrentSession() session: MemberSession): Promise<void> {
    await this.sessions.endAll(session.userId);
  }
}
