import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { AdminActivityController } from './admin-activity.controller';
import { AdminTeamController } from './admin-team.controller';
import { InvitationAcceptController } from './invitation-accept.controller';
import { TeamActivity } from './team-activity';
import { TeamService } from './team.service';

/**
 * Team: the shop's members and roles, invitations by e-mail, and the rule that a shop always keeps
 * an 'eigenaar'.
 *
 * Tables: invitations. Writes `memberships` (accounts' table) for a role change, a removal and an
 *   accepted invitation, and `users` for a new person who accepts; the memberships trigger ends a
 *   removed or re-roled member's streams and links, and JwtStrategy refuses their next request.
 * Door (TeamService): team, invite, resend, revoke, changeRole, remove, accept.
 * Keeps the shop's 'Activiteit' readable (GET /api/admin/activity) and says how members and
 *   invitations read in it (TeamActivity).
 * Publishes no events.
 * Reads from others: sessions (AuthService.sessionFor), password hashing (PasswordHasher); mails the
 *   invitation through MailService.
 */
@Module({
  imports: [AccountsModule, MailModule],
  controllers: [AdminTeamController, AdminActivityController, InvitationAcceptController],
  providers: [TeamService, TeamActivity],
  exports: [TeamService],
})
export class TeamModule {}
