import { PageHeader } from '../shared/PageHeader';
import { NotificationsCard } from './NotificationsCard';
import { SessionsCard } from './SessionsCard';
import { ShopsCard } from './ShopsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { useTwoFactorSetupFirst } from './two-factor-api';
import styles from './AccountPage.module.css';

/** /dashboard/account: what belongs to the person rather than the shop, for every role. */
export function Component() {
  // While the shop asks a second factor first, the server opens no sessions list: the setup comes first.
  const setupFirst = useTwoFactorSetupFirst();
  return (
    <>
      <PageHeader title="Mijn account" />
      <div className={styles.cards}>
        <TwoFactorCard />
        {!setupFirst && <NotificationsCard />}
        {!setupFirst && <SessionsCard />}
        <ShopsCard />
      </div>
    </>
  );
}
