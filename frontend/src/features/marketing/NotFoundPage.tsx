import { Link, useNavigate } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import { usePageMeta } from './use-page-meta';
import styles from './NotFoundPage.module.css';

/** React Router numbers the entries it pushes; 0 means this page was opened directly. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export function Component() {
  usePageMeta({
    title: 'Pagina niet gevonden',
    description: 'Deze pagina bestaat niet (meer) op Bestelklaar.',
  });
  const navigate = useNavigate();
  return (
    <section className={styles.notFound} aria-labelledby="niet-gevonden">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="niet-gevonden">Deze pagina bestaat niet</h1>
      <p className={styles.text}>
        Misschien is de link verouderd of zit er een tikfout in het adres. Hulp nodig?{' '}
        <Link to="/contact">Neem contact met ons op</Link>.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => (hasPreviousPage() ? navigate(-1) : navigate('/'))}>
          Ga terug
        </Button>
        <Button asChild>
          <Link to="/">Ga naar homepagina</Link>
        </Button>
      </div>
    </section>
  );
}
