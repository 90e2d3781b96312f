import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AllergenMarks } from '@bestelklaar/design-system';
import { hasAllergenInfo, type AllergenInfo } from '@bestelklaar/domain';
import { useShopFormat } from '../shop-format';
import { AskTheShop } from './ItemAllergenMarks';
import styles from './ItemAllergenMarks.module.css';

export interface ItemAllergenDetailsProps {
  item: AllergenInfo;
  shopComplete: boolean;
  /** The shop's own word on allergens, e.g. "Vraag ons naar allergenen bij het afhalen." */
  shopNote: string;
}

/** The item window's 'Allergenen' and 'Kan sporen bevatten', in words, and its diets. */
export function ItemAllergenDetails({ item, shopComplete, shopNote }: ItemAllergenDetailsProps) {
  const { t } = useLingui();
  const { allergenNames, dietaryNames } = useShopFormat();
  const headingId = useId();
  const known = hasAllergenInfo(item) || shopComplete;
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>Allergenen</Trans>
      </h3>
      {!known ? (
        <p className={styles.ask}>
          <AskTheShop />
        </p>
      ) : item.allergens.length === 0 ? (
        <p className={styles.none}>
          <Trans>Bevat geen van de 14 allergenen.</Trans>
        </p>
      ) : (
        <AllergenMarks allergens={item.allergens} label={t`Bevat:`} names={allergenNames} />
      )}
      {item.mayContain.length > 0 && (
        <AllergenMarks
          allergens={item.mayContain}
          label={t`Kan sporen bevatten:`}
          names={allergenNames}
          tone="traces"
        />
      )}
      {item.dietary.length > 0 && (
        <p className={styles.diets}>{item.dietary.map((diet) => dietaryNames[diet]).join(' · ')}</p>
      )}
      {shopNote && <p className={styles.note}>{shopNote}</p>}
    </section>
  );
}
