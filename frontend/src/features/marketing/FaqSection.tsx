import { Link } from 'react-router';
import { Accordion, Section } from '@bestelklaar/design-system';
import { FAQ_ITEMS } from './faq-items';
import styles from './LandingPage.module.css';

/** The spec caps an open answer at 275 px; longer answers scroll inside. */
const ANSWER_MAX_HEIGHT = 275;

export function FaqSection() {
  return (
    <Section
      id="faq"
      eyebrow="FAQ"
      title="Veelgestelde vragen"
      intro={
        <>
          Staat je vraag er niet bij? <Link to="/contact">Neem gerust contact met ons op</Link>.
        </>
      }
    >
      <Accordion
        className={styles.faq}
        items={FAQ_ITEMS}
        panelMaxHeight={ANSWER_MAX_HEIGHT}
        headingLevel={3}
      />
    </Section>
  );
}
