import { Link } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CREATE_SHOP_MAIL } from '../../lib/provider-contact';
import styles from './LandingPage.module.css';

export function Component() {
  useDocumentTitle('Online bestellen en afhalen voor restaurants');
  return (
    <section className={styles.hero}>
      <p className={styles.eyebrow}>Voor restaurants en delicatessenzaken</p>
      <h1>De eenvoudigste manier om je klanten online te laten bestellen</h1>
      <p className={styles.lead}>
        Je eigen webshop met afhaalmomenten, veilige betaling en een dashboard dat je bestellingen
        overzichtelijk houdt.
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <a href={CREATE_SHOP_MAIL}>Vraag een gratis proefperiode aan</a>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/registreren">Account aanmaken</Link>
        </Button>
      </div>
    </section>
  );
}
