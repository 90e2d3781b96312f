import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AllergenChecklist, Button } from '@bestelklaar/design-system';
import { DIETARY_LABELS, type DietaryLabel } from '@bestelklaar/domain';
import { useShopFormat } from '../shop-format';
import { ChevronDown } from 'lucide-react';
import { isFiltering, NO_FILTER, type AllergenFilter } from './allergen-filter';
import styles from './AllergenFilterBar.module.css';

export interface AllergenFilterBarProps {
  filter: AllergenFilter;
  onChange(filter: AllergenFilter): void;
  /** How many items the filter hides now. */
  hiddenCount: number;
}

const hiddenText = (count: number) =>
  plural(count, { one: '# item verborgen door je filter.', other: '# items verborgen door je filter.' });

/**
 * 'Allergenen vermijden' (a fold-out checklist of the 14) and the diets 'Vegetarisch' and
 * 'Veganistisch', above the shop's items.
 */
export function AllergenFilterBar({ filter, onChange, hiddenCount }: AllergenFilterBarProps) {
  const { t } = useLingui();
  const { allergenNames, dietaryNames } = useShopFormat();
  const toggleDiet = (diet: DietaryLabel, on: boolean) =>
    onChange({
      ...filter,
      diets: DIETARY_LABELS.filter((label) => (label === diet ? on : filter.diets.includes(label))),
    });

  return (
    <section className={styles.bar} aria-label={t`Filter`}>
      <div className={styles.controls}>
        <details className={styles.avoid}>
          <summary className={styles.summary}>
            <Trans>Allergenen vermijden</Trans>
            {filter.avoid.length > 0 && <span className={styles.count}> ({filter.avoid.length})</span>}
            <ChevronDown aria-hidden="true" className={styles.chevron} />
          </summary>
          <AllergenChecklist
            className={styles.checklist}
            label={t`Welke allergenen vermijd je?`}
            hint={t`Wat een allergeen bevat, verbergen we. Kan iets er sporen van bevatten, dan staat dat erbij.`}
            names={allergenNames}
            value={filter.avoid}
            onChange={(avoid) => onChange({ ...filter, avoid })}
          />
        </details>
        {DIETARY_LABELS.map((diet) => (
          <label key={diet} className={styles.diet}>
            <input
              type="checkbox"
              className={styles.dietInput}
              checked={filter.diets.includes(diet)}
              onChange={(event) => toggleDiet(diet, event.target.checked)}
            />
            {dietaryNames[diet]}
          </label>
        ))}
      </div>
      <div className={styles.status} role="status">
        {isFiltering(filter) && (
          <>
            <span>{hiddenText(hiddenCount)}</span>
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTER)}>
              <Trans>Filter wissen</Trans>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
