import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { CollectionIcon } from '@bestelklaar/design-system';
import type { AllergenCode, ShopItem } from '@bestelklaar/domain';
import type { CardPrice } from './card-price';
import { ItemCard } from './ItemCard';
import type { ShopSection } from './shop-sections';
import styles from './ItemSection.module.css';

export interface ItemSectionProps {
  section: ShopSection;
  elementId: string;
  priceOf(item: ShopItem): CardPrice;
  /** How many of this section's first cards load their photo at once (the first screen's). */
  eagerImages: number;
  onOpen(item: ShopItem): void;
  onAdd(item: ShopItem): void;
  /** Whether the shop says its allergen information is complete. */
  allergensComplete: boolean;
  /** The avoided allergens an item may hold traces of. */
  avoidedTracesOf(item: ShopItem): AllergenCode[];
}

/** One collection: its icon and title, then its items as a grid, or a line saying it is empty. */
export function ItemSection({
  section,
  elementId,
  priceOf,
  eagerImages,
  onOpen,
  onAdd,
  allergensComplete,
  avoidedTracesOf,
}: ItemSectionProps) {
  const titleId = useId();
  return (
    // Focusable so a chosen tab can take keyboard users to the section itself.
    <section id={elementId} aria-labelledby={titleId} tabIndex={-1} className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        <CollectionIcon icon={section.icon} size="md" />
        {section.title}
      </h2>
      {section.items.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Geen items in deze collectie.</Trans>
        </p>
      ) : (
        <ul className={styles.grid}>
          {section.items.map((item, index) => (
            <li key={`${item.type}-${item._id}`}>
              <ItemCard
                item={item}
                price={priceOf(item)}
                imageLoading={index < eagerImages ? 'eager' : 'lazy'}
                onOpen={onOpen}
                onAdd={onAdd}
                allergensComplete={allergensComplete}
                avoidedTraces={avoidedTracesOf(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
