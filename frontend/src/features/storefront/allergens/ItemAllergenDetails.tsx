import { useId } from 'react';
import { AllergenMarks } from '@bestelklaar/design-system';
import { DIETARY_NAMES, hasAllergenInfo, type AllergenInfo } from '@bestelklaar/domain';
import { ASK_THE_SHOP } from './ItemAllergenMarks';
import styles from './ItemAllergenMarks.module.css';

export interface ItemAllergenDetailsProps {
  item: AllergenInfo;
  shopComplete: boolean;
  /** The shop's own word on allergens, e.g. "Vraag ons naar allergenen bij het afhalen." */
  shopNote: string;
}

/** The item window's 'Allergenen' and 'Kan sporen bevatten', in words, and its diets. */
export function ItemAllergenDetails({ item, shopComplete, shopNote }: ItemAllergenDetailsProps) {
  const headingId = useId();
  const known = hasAllergenInfo(item) || shopComplete;
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Allergenen
      </h3>
      {!known ? (
        <p className={styles.ask}>{ASK_THE_SHOP}</p>
      ) : item.allergens.length === 0 ? (
        <p className={styles.none}>Bevat geen van de 14 allergenen.</p>
      ) : (
        <AllergenMarks allergens={item.allergens} label="Bevat" />
      )}
      {item.mayContain.length > 0 && (
        <AllergenMarks allergens={item.mayContain} label="Kan sporen bevatten" tone="traces" />
      )}
      {item.dietary.length > 0 && (
        <p className={styles.diets}>{item.dietary.map((diet) => DIETARY_NAMES[diet]).join(' · ')}</p>
      )}
      {shopNote && <p className={styles.note}>{shopNote}</p>}
    </section>
  );
}
