import styles from './ItemsPage.module.css';

export interface ItemCountProps {
  shown: number;
  total: number;
  /** The kind's noun: 'product'/'producten', 'menu'/"menu's". */
  noun: { one: string; many: string };
}

/** How many items the list holds, or how many of them the filters leave. */
export function ItemCount({ shown, total, noun }: ItemCountProps) {
  return (
    <p className={styles.count} role="status">
      {shown === total
        ? `${total} ${total === 1 ? noun.one : noun.many}`
        : `${shown} van ${total} ${noun.many}`}
    </p>
  );
}
