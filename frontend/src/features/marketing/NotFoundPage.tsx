import { Link, useNavigate } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './NotFoundPage.module.css';

export function Component() {
  useDocumentTitle('Pagina niet gevonden');
  const navigate = useNavigate();
  return (
    <section className={styles.notFound}>
      <p className={styles.code}>404</p>
      <h1>Deze pagina bestaat niet</h1>
      <p>
        Misschien is de link verouderd of zit er een tikfout in het adres. Hulp nodig?{' '}
        <Link to="/contact">Neem contact met ons op</Link>.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Ga terug
        </Button>
        <Button asChild>
          <Link to="/">Ga naar homepagina</Link>
        </Button>
      </div>
    </section>
  );
}
