import { Alert, Disclosure, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { MENU_FALLBACKS } from '../shared/items/menu-messages';
import { useMenus, useMenuSoldOut } from '../shared/items/menus-api';
import { PRODUCT_FALLBACKS } from '../shared/items/product-messages';
import { useProducts, useProductSoldOut } from '../shared/items/products-api';
import { ItemSoldOutButton, type SoldOutMutation } from '../shared/ItemSoldOutButton';
import styles from './ServiceControls.module.css';

/** Names as a Dutch reader looks them up: accents and case aside, 'Broodje 2' before 'Broodje 10'. */
const byName = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

interface Listed {
  _id: string;
  name: string;
  soldOut: boolean;
}

/**
 * During service, what ran out is switched off here, without leaving the orders: every product and
 * menu with its 'Uitverkocht vandaag'. The title counts what is off, so it shows while folded.
 */
export function SoldOutToday() {
  const products = useProducts();
  const menus = useMenus();
  const productSoldOut = useProductSoldOut();
  const menuSoldOut = useMenuSoldOut();
  const count = [...(products.data ?? []), ...(menus.data ?? [])].filter((item) => item.soldOut).length;

  return (
    <Disclosure
      title={count > 0 ? `Uitverkocht vandaag (${count})` : 'Uitverkocht vandaag'}
      headingLevel={2}
      className={styles.panel}
    >
      <ItemList
        title="Producten"
        items={products.data}
        error={products.isError ? messageOf(products.error, PRODUCT_FALLBACKS.fetch) : undefined}
        mutation={productSoldOut}
      />
      <ItemList
        title="Menu's"
        items={menus.data}
        error={menus.isError ? messageOf(menus.error, MENU_FALLBACKS.list) : undefined}
        mutation={menuSoldOut}
      />
    </Disclosure>
  );
}

function ItemList({
  title,
  items,
  error,
  mutation,
}: {
  title: string;
  items: readonly Listed[] | undefined;
  error: string | undefined;
  mutation: SoldOutMutation;
}) {
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!items) return <Spinner label={`${title} laden…`} />;
  if (items.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.items}>
        {[...items]
          .sort((a, b) => byName.compare(a.name, b.name))
          .map((item) => (
            <li key={item._id} className={styles.item} data-sold-out={item.soldOut || undefined}>
              <span>{item.name}</span>
              <ItemSoldOutButton item={item} mutation={mutation} />
            </li>
          ))}
      </ul>
    </section>
  );
}
