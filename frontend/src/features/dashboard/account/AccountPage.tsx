import { PageHeader } from '../shared/PageHeader';
import { NotificationsCard } from './NotificationsCard';
import { SessionsCard } from './SessionsCard';
import { ShopsCard } from './ShopsCard';
import { TwoFactorCard } from './TwoFactorCard';
import styles from './AccountPage.module.css';

/** /dashboard/account: what belongs to the person rather than the shop, for every role. */
export function Component() {
  return (
    <>
      <PageHeader title="Mijn account" />
      <div className={styles.cards}>
        <TwoFactorCard />
        <NotificationsCard />
        <SessionsCard />
        <ShopsCard />
      </div>
    </>
  );
}
