import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { roleAllows } from '@bestelklaar/domain';
import { Alert, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { useCurrentRole } from '../../../api/shops-api';
import { useSettings } from '../shared/dashboard-api';
import { PageHeader } from '../shared/PageHeader';
import { useMenus } from '../shared/items/menus-api';
import { useProducts } from '../shared/items/products-api';
import { PICKUP_MOMENTS } from '../shared/schedule-kinds';
import { setupProgress } from '../shared/setup-steps';
import { useWeek } from '../shared/week-queries';
import { AllergenStep } from './AllergenStep';
import { LaunchForm } from './LaunchForm';
import { launchFlag } from './launch-flag';
import { MissingSteps } from './MissingSteps';
import { OnboardingPrompt } from './OnboardingPrompt';
import { Overview } from './Overview';
import styles from './Home.module.css';

/** How long the provider gets to confirm onboarding before the home screen asks again. */
const ONBOARDING_RECHECK_MS = 7000;

/**
 * Home is the shop's setup and overview, read from its settings: a member whose role does not read
 * them (the counter and the kitchen) starts on the orders screen instead.
 */
export function Component() {
  const role = useCurrentRole();
  // Until the role is known nothing is asked, so the counter never sees a refusal flash by.
  if (role === undefined) return <Spinner label="Gegevens laden…" />;
  if (role !== null && !roleAllows(role, 'settings.read'))
    return <Navigate to="/dashboard/bestellingen" replace />;
  return <ShopHome />;
}

/** The spec's order: loading, checking onboarding, missing steps, overview, onboarding prompt, launch form. */
function ShopHome() {
  const settings = useSettings();
  // The same queries (and cache) as the products and pickup-moment screens, so a change there shows here.
  const products = useProducts();
  const pickupMoments = useWeek(PICKUP_MOMENTS);
  const menus = useMenus();
  const [checking, setChecking] = useState(launchFlag.isSet);
  const onboardingCompleted = settings.data?.onboardingCompleted;

  useEffect(() => {
    if (!checking || onboardingCompleted === undefined) return;
    if (onboardingCompleted) {
      launchFlag.clear();
      setChecking(false);
      return;
    }
    const timer = window.setTimeout(async () => {
      await settings.refetch();
      launchFlag.clear();
      setChecking(false);
    }, ONBOARDING_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [checking, onboardingCompleted, settings]);

  return (
    <>
      <PageHeader title="Home" />
      {settings.data && products.data && menus.data && (
        <AllergenStep
          complete={settings.data.allergenInfoComplete}
          items={[...products.data, ...menus.data]}
        />
      )}
      <HomeContent checking={checking} queries={{ settings, products, pickupMoments }} />
    </>
  );
}

function HomeContent({
  checking,
  queries: { settings, products, pickupMoments },
}: {
  checking: boolean;
  queries: {
    settings: ReturnType<typeof useSettings>;
    products: ReturnType<typeof useProducts>;
    pickupMoments: ReturnType<typeof useWeek>;
  };
}) {
  const failed = [settings, products, pickupMoments].find((query) => query.isError);
  if (failed) {
    return (
      <Alert tone="error">
        {messageOf(failed.error, 'Er is een fout opgetreden bij het laden van de gegevens')}
      </Alert>
    );
  }
  if (!settings.data || !products.data || !pickupMoments.data) {
    return <Spinner label="Gegevens laden…" />;
  }
  const shop = settings.data;
  if (checking && !shop.onboardingCompleted) {
    return (
      <div className={styles.checking} role="status">
        <Spinner decorative />
        <p>We kijken na of je alle stappen hebt voltooid</p>
      </div>
    );
  }
  const progress = setupProgress(shop, products.data.length, pickupMoments.data);
  if (Object.values(progress.done).includes(false)) return <MissingSteps progress={progress} />;
  if (shop.onboardingCompleted) return <Overview subdomain={shop.subdomain} shopName={shop.shopName} />;
  if (shop.subdomain) return <OnboardingPrompt subdomain={shop.subdomain} />;
  return <LaunchForm />;
}
