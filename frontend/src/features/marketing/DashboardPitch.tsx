import { BellRing, ClipboardList, TrendingUp, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Section } from '@bestelklaar/design-system';
import dashboardIllustration from './images/dashboard.svg?no-inline';
import styles from './DashboardPitch.module.css';

const POINTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ClipboardList />,
    title: 'Bestellingen beheren',
    text: 'Zie per afhaalmoment wat er klaargemaakt moet worden en markeer een bestelling als opgehaald zodra je klant ze meeneemt.',
  },
  {
    icon: <TrendingUp />,
    title: 'Inzicht in je omzet',
    text: 'Je omzet van de maand, het aantal bestellingen en het gemiddelde bedrag staan altijd klaar.',
  },
  {
    icon: <UtensilsCrossed />,
    title: 'Producten en menu’s beheren',
    text: 'Pas prijzen, opties en foto’s aan, stel menu’s samen en groepeer je aanbod in collecties. Je webshop is meteen bijgewerkt.',
  },
  {
    icon: <BellRing />,
    title: 'Meldingen',
    text: 'Je krijgt een melding bij elke nieuwe bestelling, zodat je in de drukte niets mist.',
  },
];

export function DashboardPitch() {
  return (
    <Section
      tone="muted"
      eyebrow="Dashboard"
      title="Je zaak onder controle vanuit één dashboard"
      intro="Alles wat je nodig hebt om je online verkoop op te volgen, zonder technische kennis."
    >
      <div className={styles.pitch}>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.icon} aria-hidden="true">
                {point.icon}
              </span>
              <div>
                <h3 className={styles.title}>{point.title}</h3>
                <p className={styles.text}>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <img
          className={styles.illustration}
          src={dashboardIllustration}
          alt="Het dashboard met de bestellingen van vandaag, de omzet van deze maand en de omzet per week."
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </div>
    </Section>
  );
}
