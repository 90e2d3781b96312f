import { Link } from 'react-router';
import { Button, Card } from '@bestelklaar/design-system';
import { SETUP_STEPS, type SetupProgress, type SetupStep } from '../shared/setup-steps';
import styles from './Home.module.css';

const STEP_TEXTS: Record<Exclude<SetupStep['key'], 'settings'>, string> = {
  products: 'Voeg minstens één product toe aan je webshop.',
  pickupMoments: 'Stel minstens één ophaalmoment in op een dag van de week.',
};

/** One card per setup step that is still missing, each leading to where it is done. */
export function MissingSteps({ progress }: { progress: SetupProgress }) {
  return (
    <section aria-labelledby="missing-steps" className={styles.section}>
      <h2 id="missing-steps" className={styles.sectionTitle}>
        Nog een paar stappen voor je webshop live kan
      </h2>
      <ul className={styles.cards}>
        {SETUP_STEPS.filter((step) => !progress.done[step.key]).map((step) => (
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
              {step.key === 'settings' ? (
                <MissingSettings labels={progress.missingSettings} />
              ) : (
                <p>{STEP_TEXTS[step.key]}</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every field saving the settings still needs, by the form's own labels. */
function MissingSettings({ labels }: { labels: string[] }) {
  return (
    <>
      <p>Vul deze velden in:</p>
      <ul className={styles.fieldList}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </>
  );
}
