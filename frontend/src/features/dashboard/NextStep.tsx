import { Link, useLocation } from 'react-router';
import { Alert, Button } from '@bestelklaar/design-system';
import { useProducts } from './shared/items/products-api';
import { useSettings } from './shared/dashboard-api';
import { PICKUP_MOMENTS } from './shared/schedule-kinds';
import { SETUP_STEPS, setupProgress, type SetupStep } from './shared/setup-steps';
import { useWeek } from './shared/week-queries';
import styles from './DashboardLayout.module.css';

/**
 * On the screen of a setup step, once that step is done and until the shop is launched: where to go next
 * (the next missing step, or Home to launch), so a newcomer is never left to find it in the menu.
 */
export function NextStep() {
  const { pathname } = useLocation();
  const step = SETUP_STEPS.find(({ section }) => pathname === section || pathname.startsWith(`${section}/`));
  // Only a setup step's screen asks for the three, and they share the cache with the screens themselves.
  return step ? <NextStepAfter step={step} /> : null;
}

function NextStepAfter({ step }: { step: SetupStep }) {
  const settings = useSettings();
  const products = useProducts();
  const pickupMoments = useWeek(PICKUP_MOMENTS);
  if (!settings.data || !products.data || !pickupMoments.data || settings.data.subdomain) return null;
  const progress = setupProgress(settings.data, products.data.length, pickupMoments.data);
  if (!progress.done[step.key]) return null;
  const next = SETUP_STEPS.find(({ key }) => !progress.done[key]);
  return (
    <Alert tone="success" title="Volgende stap" className={styles.nextStep}>
      <Button asChild size="sm" variant="secondary">
        {next ? <Link to={next.to}>{next.action}</Link> : <Link to="/dashboard">Je webshop lanceren</Link>}
      </Button>
    </Alert>
  );
}
