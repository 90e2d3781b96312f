import { Trans, useLingui } from '@lingui/react/macro';
import { AllergenMarks } from '@bestelklaar/design-system';
import { allergenNames, hasAllergenInfo, type AllergenCode, type AllergenInfo } from '@bestelklaar/domain';
import { useShopFormat } from '../shop-format';
import styles from './ItemAllergenMarks.module.css';

/** Said where an item has no allergen information and the shop does not say its information is complete. */
export function AskTheShop({ className }: { className?: string }) {
  return (
    <span className={className}>
      <Trans>Vraag de zaak naar allergenen</Trans>
    </span>
  );
}

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
  const { t } = useLingui();
  const { language, allergenNames: names, dietaryNames } = useShopFormat();
  if (!hasAllergenInfo(item)) {
    return shopComplete ? null : (
      <p className={styles.ask}>
        <AskTheShop />
      </p>
    );
  }
  const traces = allergenNames(avoidedTraces, language);
  return (
    <div className={styles.marks}>
      <AllergenMarks allergens={item.allergens} label={t`Bevat:`} names={names} labelHidden size="sm" />
      {avoidedTraces.length > 0 && (
        <p className={styles.traces}>
          <Trans>Kan sporen bevatten van {traces}</Trans>
        </p>
      )}
      {item.dietary.length > 0 && (
        <p className={styles.diets}>{item.dietary.map((diet) => dietaryNames[diet]).join(' · ')}</p>
      )}
    </div>
  );
}
