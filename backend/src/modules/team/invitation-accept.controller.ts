import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { parseInvitationAcceptance, type InvitationAcceptance } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { ClientKey } from '../../common/http/client-key';
import { ParsePipe } from '../../common/http/parse.pipe';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { TeamService } from './team.service';

/** The invitation mail's link (`/uitnodiging?token=…`) posts here: open, the token is the key. */
@Public()
@UseGuards(ThrottlerGuard)
@Controller('admin/auth/invitations')
export class InvitationAcceptController {
  constructor(private readonly team: TeamService) {}

  @ApiRoute({
    summary: 'Accept an invitation: a session token for the inviting shop',
    body: 'InvitationAcceptance',
    answer: 'LoginAnswer',
    answers: { 401: 'ApiErrorView' },
    failures: [404, 409, 429],
  })
  @Post('accept')
  @HttpCode(200)
  async accept(
    @Body(new ParsePipe(parseInvitationAcceptance)) body: InvitationAcceptance,
    @ClientKey() client: string,
  ): Promise<{ token: string }> {
    return { token: await this.team.accept(body, client) };
  }
}
