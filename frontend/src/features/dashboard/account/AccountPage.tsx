import { PageHeader } from '../shared/PageHeader';
import { TwoFactorCard } from './TwoFactorCard';

/** /dashboard/account: what belongs to the person rather than the shop, for every role. */
export function Component() {
  return (
    <>
      <PageHeader title="Mijn account" />
      <TwoFactorCard />
    </>
  );
}
