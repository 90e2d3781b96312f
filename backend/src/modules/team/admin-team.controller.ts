import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  parseInvitation,
  parseRoleChange,
  type InvitationInput,
  type RoleChange,
  type TeamView,
} from '@bestelklaar/domain';
import { CurrentMember, CurrentShop } from '../../common/auth/current-member.decorator';
import type { Member } from '../../common/auth/member-session';
import { RecordsActivity } from '../../common/activity';
import { Requires } from '../../common/auth/requires.decorator';
import { NotFound } from '../../common/errors/app-error';
import { ParsePipe } from '../../common/http/parse.pipe';
import { isUuid } from '../../common/ids';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { TeamService } from './team.service';

/** An id in the path that cannot be a row's is simply not found. */
function rowId(id: string): string {
  if (!isUuid(id)) throw new NotFound();
  return id;
}

/** 'Team' in the dashboard: owners only (the domain's `team.read` and `team.manage`). */
@Controller('admin/team')
export class AdminTeamController {
  constructor(private readonly team: TeamService) {}

  @ApiRoute({ summary: "The shop's members and pending invitations", answer: 'TeamView' })
  @Requires('team.read')
  @Get()
  async read(@CurrentShop() shopId: string): Promise<TeamView> {
    return this.team.team(shopId);
  }

  @ApiRoute({
    summary: 'Invite an e-mail address into the team with a role (mails the link)',
    body: 'InvitationInput',
    answer: 'InvitationCreated',
    failures: [409],
  })
  @Requires('team.manage')
  @RecordsActivity('invitation', { answer: 'invitationId' })
  @Post('invitations')
  async invite(
    @CurrentMember() member: Member,
    @Body(new ParsePipe(parseInvitation)) body: InvitationInput,
  ): Promise<{ invitationId: string }> {
    return { invitationId: await this.team.invite(member, body) };
  }

  @ApiRoute({ summary: 'Revoke a pending invitation', answer: null })
  @Requires('team.manage')
  @RecordsActivity('invitation')
  @Delete('invitations/:id')
  @HttpCode(204)
  async revoke(@CurrentShop() shopId: string, @Param('id') id: string): Promise<void> {
    await this.team.revoke(shopId, rowId(id));
  }

  @ApiRoute({ summary: 'Send a pending invitation again, with a new link valid 7 days', answer: null })
  @Requires('team.manage')
  @RecordsActivity('invitation')
  @Post('invitations/:id/resend')
  @HttpCode(204)
  async resend(@CurrentMember() member: Member, @Param('id') id: string): Promise<void> {
    await this.team.resend(member, rowId(id));
  }

  @ApiRoute({
    summary: "Change a member's role (the shop keeps at least one owner)",
    body: 'RoleChange',
    answer: null,
    failures: [409],
  })
  @Requires('team.manage')
  @RecordsActivity('member', { param: 'userId' })
  @Put('members/:userId')
  @HttpCode(204)
  async changeRole(
    @CurrentShop() shopId: string,
    @Param('userId') userId: string,
    @Body(new ParsePipe(parseRoleChange)) body: RoleChange,
  ): Promise<void> {
    await this.team.changeRole(shopId, rowId(userId), body.role);
  }

  @ApiRoute({
    summary: 'Remove a member from the team (the shop keeps at least one owner)',
    answer: null,
    failures: [409],
  })
  @Requires('team.manage')
  @RecordsActivity('member', { param: 'userId' })
  @Delete('members/:userId')
  @HttpCode(204)
  async remove(@CurrentShop() shopId: string, @Param('userId') userId: string): Promise<void> {
    await this.team.remove(shopId, rowId(userId));
  }
}
