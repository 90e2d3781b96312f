import { useEffect, useState } from 'react';
import { Navigate, Outlet, redirect, useLoaderData, useLocation, useSubmit } from 'react-router';
import { EmptyState, SkipLink } from '@bestelklaar/design-system';
import { EXPIRED } from '@bestelklaar/domain';
import { setUnauthorizedHandler } from '../../api/client';
import { currentSessionTimeout, getToken } from '../../lib/session';
import { useTwoFactorSetupFirst } from './account/two-factor-api';
import { useLiveOrders } from './orders/live-updates';
import { useNewOrders } from './orders/new-orders';
import { pageRefused } from './dashboard-sections';
import { NextStep } from './NextStep';
import { useCurrentRole } from '../../api/shops-api';
import { NoticeBar } from './NoticeBar';
import { ShopSwitcher } from './ShopSwitcher';
import { SideNav } from './SideNav';
import styles from './DashboardLayout.module.css';

/** The guard checks presence only (as the spec says); expiry is handled by the layout below. */
export function loader() {
  if (!getToken()) return redirect('/inloggen');
  return { timeout: currentSessionTimeout() ?? null };
}

/** Where a person sets up the second factor their shop asks of them. */
const ACCOUNT_PATH = '/dashboard/account';

/** Longest delay setTimeout honours (~24.8 days); the session lasts 7. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The dashboard; a switch to another shop starts it afresh (its live updates included) for that shop. */
export function Component() {
  const [session, setSession] = useState(0);
  return <Dashboard key={session} onShopSwitched={() => setSession((count) => count + 1)} />;
}

function Dashboard({ onShopSwitched }: { onShopSwitched(): void }) {
  const { timeout } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  useLiveOrders();
  const newOrders = useNewOrders();
  const { pathname } = useLocation();
  const refused = pageRefused(pathname, useCurrentRole());
  // The shop asks a second factor first: every other page leads to its setup on 'Mijn account'.
  const setupFirst = useTwoFactorSetupFirst() && pathname !== ACCOUNT_PATH;

  useEffect(() => {
    const logout = () => void submit(null, { method: 'post', action: '/logout' });
    setUnauthorizedHandler(logout);
    if (timeout === EXPIRED) {
      logout();
      return;
    }
    const timer = timeout === null ? undefined : window.setTimeout(logout, Math.min(timeout, MAX_TIMER_MS));
    return () => {
      window.clearTimeout(timer);
      setUnauthorizedHandler(() => undefined);
    };
  }, [timeout, submit]);

  return (
    <div className={styles.shell}>
      <SkipLink />
      <SideNav badges={{ '/dashboard/bestellingen': newOrders.orders.length }} />
      <div className={styles.content}>
        <ShopSwitcher onSwitched={onShopSwitched} />
        <NoticeBar orders={newOrders.orders} acknowledge={newOrders.acknowledge} />
        <main className={styles.main} id="inhoud" tabIndex={-1}>
          <NextStep />
          {setupFirst ? (
            <Navigate to={ACCOUNT_PATH} replace />
          ) : refused ? (
            <EmptyState
              title="Je rol laat dit niet toe."
              description="Vraag een eigenaar van de zaak om een andere rol als je dit nodig hebt."
            />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}
