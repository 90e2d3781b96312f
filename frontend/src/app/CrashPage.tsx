import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import styles from './CrashPage.module.css';

/** Shown for any unexpected error while rendering; reloading is the way out. */
export function CrashPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.crash} role="alert">
      <h1>Oeps! Er is iets misgegaan</h1>
      <p>Probeer de pagina opnieuw te laden. Blijft het probleem bestaan, neem dan contact met ons op.</p>
      <Button onClick={() => window.location.reload()}>Ververs de pagina</Button>
    </main>
  );
}
