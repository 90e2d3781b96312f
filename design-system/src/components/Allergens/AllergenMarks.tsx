import clsx from 'clsx';
import { useId } from 'react';
import { ALLERGEN_NAMES, type AllergenCode } from '@bestelklaar/domain';
import { ALLERGEN_ICONS } from './allergen-icons';
import styles from './Allergens.module.css';

export interface AllergenMarksProps {
  allergens: readonly AllergenCode[];
  /**
   * How the list is read out and, unless `labelHidden`, shown before it, with its punctuation as
   * the language writes it: 'Bevat:', 'Contient\u00a0:'.
   */
  label: string;
  /** The label only for assistive technology, where the context says it (a card's marks). */
  labelHidden?: boolean;
  /** 'traces' draws the marks lighter, for what an item may contain. */
  tone?: 'contains' | 'traces';
  size?: 'sm' | 'md';
  className?: string;
  /** The allergens' names in the page's language; Dutch when absent. */
  names?: Readonly<Record<AllergenCode, string>>;
}

/** Allergens as small marks, each its drawing beside its name; nothing when there are none. */
export function AllergenMarks({
  allergens,
  label,
  labelHidden = false,
  tone = 'contains',
  size = 'md',
  className,
  names = ALLERGEN_NAMES,
}: AllergenMarksProps) {
  const labelId = useId();
  if (allergens.length === 0) return null;
  return (
    <div className={clsx(styles.marks, styles[size], className)}>
      <span id={labelId} className={clsx(styles.marksLabel, labelHidden && styles.visuallyHidden)}>
        {label}
      </span>
      <ul className={styles.markList} aria-labelledby={labelId}>
        {allergens.map((code) => {
          const Icon = ALLERGEN_ICONS[code];
          return (
            <li key={code} className={clsx(styles.mark, styles[tone])}>
              <Icon aria-hidden="true" focusable="false" className={styles.markIcon} />
              {names[code]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
