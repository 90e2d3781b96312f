import { Button, Section } from '@bestelklaar/design-system';
import { INFO_MAIL, TRIAL_MAIL } from './provider-mails';
import styles from './LandingPage.module.css';

export function ClosingCta() {
  return (
    <Section
      tone="muted"
      title="Klaar om online bestellingen te ontvangen?"
      intro="Probeer Bestelklaar gratis uit of stel ons je vragen. We helpen je graag op weg."
    >
      <div className={styles.centered}>
        <Button asChild>
          <a href={TRIAL_MAIL}>Vraag een gratis proefperiode aan</a>
        </Button>
        <Button asChild variant="secondary">
          <a href={INFO_MAIL}>Vraag meer informatie</a>
        </Button>
      </div>
    </Section>
  );
}
