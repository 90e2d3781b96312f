import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { Alert, Badge, Button, Card, ConfirmDialog, Spinner } from '@bestelklaar/design-system';
import type { SessionView } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { clearSession } from '../../../lib/session';
import { SESSIONS_FALLBACKS, useEndAllSessions, useSessions } from './sessions-api';
import { userAgentInWords } from './user-agent-words';
import styles from './AccountPage.module.css';

/** The browser's own zone: a person's sessions are theirs, not one shop's. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function openedAt(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/**
 * 'Mijn sessies': each session that still counts, with when it was opened, on what and from which
 * network; 'Overal afmelden' ends them all, this one too, and so goes to the login.
 */
export function SessionsCard({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const sessions = useSessions();
  const endAll = useEndAllSessions();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const endEverywhere = () =>
    endAll.mutate(undefined, {
      onSuccess: () => {
        clearSession();
        queryClient.clear();
        void navigate('/inloggen', { replace: true });
      },
      onError: () => setConfirming(false),
    });

  return (
    <Card title="Mijn sessies" icon={<MonitorSmartphone aria-hidden />} headingLevel={2}>
      <div className={styles.stack}>
        {sessions.isPending ? (
          <Spinner label="Laden…" />
        ) : sessions.isError ? (
          <Alert tone="error">{messageOf(sessions.error, SESSIONS_FALLBACKS.list)}</Alert>
        ) : sessions.data.length === 0 ? (
          <p className={styles.note}>Geen sessies om te tonen.</p>
        ) : (
          <ul className={styles.sessions} aria-label="Sessies">
            {sessions.data.map((session) => (
              <SessionItem key={session.sessionId} session={session} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {endAll.isError && <Alert tone="error">{messageOf(endAll.error, SESSIONS_FALLBACKS.endAll)}</Alert>}
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Overal afmelden
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Overal afmelden?"
        message="Al je sessies stoppen, ook deze. Je logt daarna opnieuw in."
        confirmLabel="Overal afmelden"
        busy={endAll.isPending}
        onConfirm={endEverywhere}
      />
    </Card>
  );
}

function SessionItem({ session, timeZone }: { session: SessionView; timeZone: string }) {
  return (
    <li className={styles.session}>
      <span className={styles.sessionTitle}>
        {userAgentInWords(session.userAgent)}
        {session.current && <Badge tone="info">Deze sessie</Badge>}
      </span>
      <span className={styles.note}>
        Geopend op <time dateTime={session.createdAt}>{openedAt(session.createdAt, timeZone)}</time>
      </span>
      <span className={styles.note}>{session.client ? `Netwerk ${session.client}` : 'Netwerk onbekend'}</span>
    </li>
  );
}
