import { AllergenMarks } from '@bestelklaar/design-system';
import {
  allergenNames,
  DIETARY_NAMES,
  hasAllergenInfo,
  type AllergenCode,
  type AllergenInfo,
} from '@bestelklaar/domain';
import styles from './ItemAllergenMarks.module.css';

export const ASK_THE_SHOP = 'Vraag de zaak naar allergenen';

export interface ItemAllergenMarksProps {
  item: AllergenInfo;
  /** Whether the owner says every item's information is filled in: then an item without any has none. */
  shopComplete: boolean;
  /** Avoided allergens the item may hold traces of (the customer's filter). */
  avoidedTraces?: readonly AllergenCode[];
}

/**
 * A card's allergen marks and diets. An item without information in a shop that has not finished
 * its information says to ask, never an empty list that would read as "contains nothing".
 */
export function ItemAllergenMarks({ item, shopComplete, avoidedTraces = [] }: ItemAllergenMarksProps) {
  if (!hasAllergenInfo(item)) {
    return shopComplete ? null : <p className={styles.ask}>{ASK_THE_SHOP}</p>;
  }
  return (
    <div className={styles.marks}>
      <AllergenMarks allergens={item.allergens} label="Bevat" labelHidden size="sm" />
      {avoidedTraces.length > 0 && (
        <p className={styles.traces}>Kan sporen bevatten van {allergenNames(avoidedTraces)}</p>
      )}
      {item.dietary.length > 0 && (
        <p className={styles.diets}>{item.dietary.map((diet) => DIETARY_NAMES[diet]).join(' · ')}</p>
      )}
    </div>
  );
}
