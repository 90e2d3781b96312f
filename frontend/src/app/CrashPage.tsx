import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import styles from './CrashPage.module.css';

export interface CrashTexts {
  title: string;
  body: string;
  reload: string;
}

const DUTCH: CrashTexts = {
  title: 'Oeps! Er is iets misgegaan',
  body: 'Probeer de pagina opnieuw te laden. Blijft het probleem bestaan, neem dan contact met ons op.',
  reload: 'Ververs de pagina',
};

/** Shown for any unexpected error while rendering; reloading is the way out. A shop's page gives its language's texts. */
export function CrashPage({ texts = DUTCH }: { texts?: CrashTexts }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.crash} role="alert">
      <h1>{texts.title}</h1>
      <p>{texts.body}</p>
      <Button onClick={() => window.location.reload()}>{texts.reload}</Button>
    </main>
  );
}
