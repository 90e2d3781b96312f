import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Section } from '@bestelklaar/design-system';
import styles from './LandingPage.module.css';

/** The seeded demo shop lives at /demo. */
export function DemoSection() {
  return (
    <Section
      eyebrow="Demo"
      title="Probeer het zelf"
      intro="Bestel in onze demo-webshop zoals je klanten dat zouden doen: kies een gerecht, een dag en een afhaalmoment, en zie hoe eenvoudig het is."
    >
      <div className={styles.centered}>
        <Button asChild>
          <Link to="/demo">
            Open de demo-webshop
            <ArrowRight aria-hidden="true" className={styles.buttonIcon} />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
