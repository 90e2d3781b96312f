import { ExternalLink } from 'lucide-react';
import { Card } from '@bestelklaar/design-system';
import { useRoleAllows } from '../../../api/shops-api';
import { RecentOrdersCard } from './RecentOrdersCard';
import { RevenueCard } from './RevenueCard';
import { ShopLinkActions } from './ShopLinkActions';
import { TodayPickupsCard } from './TodayPickupsCard';
import styles from './Home.module.css';

/** The live shop: its address, today's pickups, the month's revenue (for roles that see it) and what came in lately. */
export function Overview({ subdomain, shopName }: { subdomain: string; shopName: string }) {
  const shopUrl = `${window.location.origin}/${subdomain}`;
  // The counter sees no revenue.
  const showRevenue = useRoleAllows('revenue.read');
  return (
    <div className={styles.overview}>
      <Card as="section" title="Je webshop is live" className={styles.wide}>
        <p>
          Je klanten bestellen via{' '}
          <a href={shopUrl} target="_blank" rel="noopener noreferrer" className={styles.shopLink}>
            {shopUrl.replace(/^https?:\/\//, '')} <ExternalLink aria-hidden size={16} />
          </a>
        </p>
        <ShopLinkActions shopUrl={shopUrl} shopName={shopName} />
      </Card>
      <TodayPickupsCard />
      {showRevenue && <RevenueCard />}
      <RecentOrdersCard />
    </div>
  );
}
