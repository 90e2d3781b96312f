import { Link } from 'react-router';
import { Wheat } from 'lucide-react';
import { Button, Card } from '@bestelklaar/design-system';
import { hasAllergenInfo, type AllergenInfo } from '@bestelklaar/domain';
import styles from './Home.module.css';

const missingText = (count: number) =>
  count === 1
    ? '1 product of menu heeft nog geen allergeneninformatie.'
    : `${count} producten en menu’s hebben nog geen allergeneninformatie.`;

/**
 * The law wants a customer to see the allergens before paying: until every item has its information
 * (or the owner says it is complete), the home screen asks for it.
 */
export function AllergenStep({ complete, items }: { complete: boolean; items: readonly AllergenInfo[] }) {
  const missing = items.filter((item) => !hasAllergenInfo(item)).length;
  if (complete || missing === 0) return null;
  return (
    <section aria-labelledby="allergen-step" className={`${styles.section} ${styles.allergenStep}`}>
      <h2 id="allergen-step" className={styles.sectionTitle}>
        Allergeneninformatie
      </h2>
      <Card
        as="article"
        title="Allergenen Ontbreken"
        headingLevel={3}
        icon={<Wheat />}
        footer={
          <Button asChild size="sm">
            <Link to="/dashboard/producten">Allergenen invullen</Link>
          </Button>
        }
      >
        <p>
          {missingText(missing)} Vul bij elk product en menu in wat het bevat, en zet daarna in de
          instellingen dat je allergeneninformatie volledig is.
        </p>
      </Card>
    </section>
  );
}
