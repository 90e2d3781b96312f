import type { ReactNode } from 'react';
import styles from './ItemsPage.module.css';

/** The items as a grid of cards. */
export function ItemGrid<T extends { _id: string }>({
  items,
  renderCard,
}: {
  items: readonly T[];
  renderCard(item: T): ReactNode;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item._id}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}
