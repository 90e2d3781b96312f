import { useState } from 'react';
import { Mail, Trash2, UserPlus, Users } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Select,
  useToast,
} from '@bestelklaar/design-system';
import { parseRole } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatReceived } from '../shared/order-format';
import { LoadState } from '../shared/LoadState';
import { PageHeader } from '../shared/PageHeader';
import { InviteDialog } from './InviteDialog';
import { ROLE_NAMES } from '../../../lib/role-names';
import { ROLE_OPTIONS } from './role-options';
import {
  TEAM_FALLBACKS,
  useChangeRole,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  type TeamInvitation,
  type TeamMember,
} from './team-api';
import styles from './TeamPage.module.css';

/** '21/11/2026 om 11:42' in the shop's zone. */
function formatInstant(instant: string, timeZone: string): string {
  const { date, time } = formatReceived(instant, timeZone);
  return `${date} om ${time}`;
}

/** /dashboard/team (owners): who works in the shop, as what, and who is invited. */
export function Component() {
  const team = useTeam();
  const timeZone = useShopTimeZone();
  const toast = useToast();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [inviting, setInviting] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<{ open: boolean; member?: TeamMember }>({ open: false });
  const closeRemove = () => setRemoving((state) => ({ ...state, open: false }));

  const openInvite = () => setInviting((state) => ({ open: true, key: state.key + 1 }));
  const inviteButton = (
    <Button onClick={openInvite}>
      <UserPlus aria-hidden size={18} /> Uitnodigen
    </Button>
  );

  const onRoleChange = (member: TeamMember, value: string) => {
    const role = parseRole(value);
    if (!role || role === member.role) return;
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.show({ title: `${member.name} is nu ${ROLE_NAMES[role]}`, tone: 'success' }),
        onError: (error) =>
          toast.show({
            title: 'Rol niet gewijzigd',
            description: messageOf(error, TEAM_FALLBACKS.role),
            tone: 'error',
          }),
      },
    );
  };

  const confirmRemove = () => {
    const member = removing.member!;
    remove.mutate(member.userId, {
      onSuccess: () => {
        closeRemove();
        toast.show({ title: `${member.name} is uit het team verwijderd`, tone: 'success' });
      },
    });
  };

  const onResend = (invitation: TeamInvitation) =>
    resend.mutate(invitation.invitationId, {
      onSuccess: () =>
        toast.show({ title: `Uitnodiging opnieuw verstuurd naar ${invitation.email}`, tone: 'success' }),
      onError: (error) =>
        toast.show({
          title: 'Niet opnieuw verstuurd',
          description: messageOf(error, TEAM_FALLBACKS.resend),
          tone: 'error',
        }),
    });

  const onRevoke = (invitation: TeamInvitation) =>
    revoke.mutate(invitation.invitationId, {
      onSuccess: () =>
        toast.show({ title: `Uitnodiging voor ${invitation.email} ingetrokken`, tone: 'success' }),
      onError: (error) =>
        toast.show({
          title: 'Niet ingetrokken',
          description: messageOf(error, TEAM_FALLBACKS.revoke),
          tone: 'error',
        }),
    });

  const pendingRole = (member: TeamMember) =>
    changeRole.isPending && changeRole.variables?.userId === member.userId
      ? changeRole.variables.role
      : member.role;

  return (
    <>
      <PageHeader title="Team" actions={team.isSuccess && inviteButton} />
      <LoadState query={team} loading="Team laden…" fallback={TEAM_FALLBACKS.fetch} />
      {team.isSuccess && (
        <>
          <section className={styles.section} aria-labelledby="team-leden">
            <h2 id="team-leden" className={styles.heading}>
              Leden
            </h2>
            {team.data.members.length === 0 ? (
              <EmptyState
                icon={<Users />}
                title="Nog geen teamleden"
                description="Nodig een collega uit met een rol: die ziet dan alleen wat bij de rol hoort."
                action={inviteButton}
              />
            ) : (
              <ul className={styles.list}>
                {team.data.members.map((member) => (
                  <li key={member.userId} className={styles.row}>
                    <div className={styles.who}>
                      <span className={styles.name}>{member.name}</span>
                      <span className={styles.email}>{member.email}</span>
                    </div>
                    <dl className={styles.facts}>
                      <div>
                        <dt>Laatst ingelogd</dt>
                        <dd>
                          {member.lastLoginAt ? formatInstant(member.lastLoginAt, timeZone) : 'Nog nooit'}
                        </dd>
                      </div>
                      <div>
                        <dt>Tweestapsverificatie</dt>
                        <dd>
                          <Badge tone={member.twoFactor ? 'success' : 'neutral'}>
                            {member.twoFactor ? 'Aan' : 'Uit'}
                          </Badge>
                        </dd>
                      </div>
                    </dl>
                    <Select
                      label={`Rol van ${member.name}`}
                      hideLabel
                      className={styles.role}
                      options={ROLE_OPTIONS}
                      value={pendingRole(member)}
                      disabled={changeRole.isPending}
                      onChange={(event) => onRoleChange(member, event.target.value)}
                    />
                    <IconButton
                      label={`${member.name} verwijderen`}
                      icon={<Trash2 />}
                      variant="danger-outline"
                      onClick={() => {
                        remove.reset();
                        setRemoving({ open: true, member });
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="team-uitnodigingen">
            <h2 id="team-uitnodigingen" className={styles.heading}>
              Openstaande uitnodigingen
            </h2>
            {team.data.invitations.length === 0 ? (
              <p className={styles.none}>Er staan geen uitnodigingen open.</p>
            ) : (
              <ul className={styles.list}>
                {team.data.invitations.map((invitation) => (
                  <li key={invitation.invitationId} className={styles.row}>
                    <div className={styles.who}>
                      <span className={styles.name}>{invitation.email}</span>
                      <span className={styles.email}>{ROLE_NAMES[invitation.role]}</span>
                    </div>
                    <dl className={styles.facts}>
                      <div>
                        <dt>Geldig tot</dt>
                        <dd>{formatInstant(invitation.expiresAt, timeZone)}</dd>
                      </div>
                    </dl>
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Uitnodiging voor ${invitation.email} opnieuw sturen`}
                        loading={resend.isPending && resend.variables === invitation.invitationId}
                        onClick={() => onResend(invitation)}
                      >
                        <Mail aria-hidden size={16} /> Opnieuw sturen
                      </Button>
                      <Button
                        variant="danger-outline"
                        size="sm"
                        aria-label={`Uitnodiging voor ${invitation.email} intrekken`}
                        loading={revoke.isPending && revoke.variables === invitation.invitationId}
                        onClick={() => onRevoke(invitation)}
                      >
                        Intrekken
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <InviteDialog
        key={inviting.key}
        open={inviting.open}
        onOpenChange={(open) => setInviting((state) => ({ ...state, open }))}
        onInvited={(email) => {
          setInviting((state) => ({ ...state, open: false }));
          toast.show({ title: `Uitnodiging verstuurd naar ${email}`, tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={removing.open}
        onOpenChange={(open) => !open && closeRemove()}
        title="Lid verwijderen"
        message={
          <>
            {remove.isError && <Alert tone="error">{messageOf(remove.error, TEAM_FALLBACKS.remove)}</Alert>}
            <p>
              Weet je zeker dat je {removing.member?.name ?? ''} uit het team wilt verwijderen? Die kan dan
              niet meer inloggen in deze zaak.
            </p>
          </>
        }
        confirmLabel="Verwijderen"
        onConfirm={confirmRemove}
        busy={remove.isPending}
      />
    </>
  );
}
