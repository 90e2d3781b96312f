import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { parseShopSwitch, type MemberShopView, type ShopSwitchInput } from '@bestelklaar/domain';
import { CurrentMember } from '../../common/auth/current-member.decorator';
import type { Member } from '../../common/auth/member-session';
import { DuringTwoFactorSetup, Requires } from '../../common/auth/requires.decorator';
import { Forbidden } from '../../common/errors/app-error';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { MESSAGES } from '@bestelklaar/domain';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { Memberships } from './memberships';
import { SessionOriginOf, type SessionOrigin } from './sessions';

/**
 * The shop switcher: the shops a person works in, and a session for another of them. Open to every
 * role and during a shop's second-factor setup, since choosing another shop is the way out of it.
 */
@Controller('admin')
export class MemberShopsController {
  constructor(
    private readonly memberships: Memberships,
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
  ) {}

  @ApiRoute({ summary: 'The shops the person works in, with their role in each', answer: 'MemberShopsView' })
  @Requires('account.security')
  @DuringTwoFactorSetup()
  @Get('shops')
  shops(@CurrentMember() member: Member): Promise<MemberShopView[]> {
    return this.memberships.shopsOf(member.userId);
  }

  @ApiRoute({
    summary: "'Nieuwe zaak toevoegen': a new, empty shop with the person as its owner, and a session in it",
    answer: 'ShopAdded',
    failures: [409],
  })
  @Requires('account.security')
  @DuringTwoFactorSetup()
  @Post('shops')
  async addShop(@CurrentMember() member: Member, @SessionOriginOf() origin: SessionOrigin) {
    const shopId = await this.accounts.addShop(member.userId);
    return { shopId, token: await this.auth.sessionFor(member.userId, shopId, origin) };
  }

  @ApiRoute({
    summary: 'A session for another shop of the person',
    body: 'ShopSwitchInput',
    answer: 'LoginAnswer',
    failures: [403],
  })
  @Requires('account.security')
  @DuringTwoFactorSetup()
  @Post('auth/switch-shop')
  @HttpCode(200)
  async switchShop(
    @Body(new ParsePipe(parseShopSwitch)) body: ShopSwitchInput,
    @CurrentMember() member: Member,
    @SessionOriginOf() origin: SessionOrigin,
  ) {
    // Read now, not from the token: a membership ended a moment ago opens nothing.
    if (!(await this.memberships.isMember(member.userId, body.shopId)))
      throw new Forbidden(MESSAGES.shopNotYours);
    return this.auth.sessionAnswer(member.userId, body.shopId, origin);
  }
}
