import { Link } from 'react-router';
import { CalendarClock, Settings, ShoppingBasket } from 'lucide-react';
import { Button, Card } from '@bestelklaar/design-system';
import styles from './Home.module.css';

export interface SetupSteps {
  settings: boolean;
  products: boolean;
  pickupMoments: boolean;
}

const STEPS = [
  {
    key: 'settings',
    title: 'Instellingen Ontbreken',
    text: 'Vul de naam, beschrijving en het adres van je zaak in.',
    to: '/dashboard/instellingen?edit=true',
    action: 'Instellingen invullen',
    icon: Settings,
  },
  {
    key: 'products',
    title: 'Geen Producten',
    text: 'Voeg minstens één product toe aan je webshop.',
    to: '/dashboard/producten?add=true',
    action: 'Product toevoegen',
    icon: ShoppingBasket,
  },
  {
    key: 'pickupMoments',
    title: 'Ophaalmomenten Ontbreken',
    text: 'Stel minstens één ophaalmoment in op een dag van de week.',
    to: '/dashboard/ophaalmomenten',
    action: 'Ophaalmomenten instellen',
    icon: CalendarClock,
  },
] as const;

/** One card per setup step that is still missing, each leading to where it is done. */
export function MissingSteps({ done }: { done: SetupSteps }) {
  return (
    <section aria-labelledby="missing-steps" className={styles.section}>
      <h2 id="missing-steps" className={styles.sectionTitle}>
        Nog een paar stappen voor je webshop live kan
      </h2>
      <ul className={styles.cards}>
        {STEPS.filter((step) => !done[step.key]).map((step) => (
          <li key={step.key}>
            <Card
              as="article"
              title={step.title}
              headingLevel={3}
              icon={<step.icon />}
              footer={
                <Button asChild size="sm">
                  <Link to={step.to}>{step.action}</Link>
                </Button>
              }
            >
              <p>{step.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
