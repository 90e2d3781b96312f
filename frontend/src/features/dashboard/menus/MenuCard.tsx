import { Badge, ProductCard } from '@bestelklaar/design-system';
import { cents, centsFromEuros, eurosFromCents, formatEuros } from '@bestelklaar/domain';
import { ItemCardActions } from '../shared/items/ItemCardActions';
import type { SoldOutMutation } from '../shared/ItemSoldOutButton';
import type { Menu } from '../shared/items/menus-api';
import styles from './MenusPage.module.css';

export interface MenuCardProps {
  menu: Menu;
  soldOut: SoldOutMutation;
  onEdit(): void;
  onDelete(): void;
}

/** A menu as a card: what it costs, what it holds and what that is worth on its own. */
export function MenuCard({ menu, soldOut, onEdit, onDelete }: MenuCardProps) {
  // What the customer saves against buying the products on their own; nothing to show when the menu costs more.
  const saving = cents(centsFromEuros(menu.productsValue) - centsFromEuros(menu.price));
  return (
    <ProductCard
      name={menu.name}
      description={menu.description}
      price={menu.price}
      imageUrl={menu.imageUrl}
      collection={menu.collection}
      headingLevel={2}
      details={
        <div className={styles.facts}>
          {menu.productCount === 0 ? (
            <>
              <Badge tone="warning">Geen producten</Badge>
              <p>Niet zichtbaar in je webshop tot je er producten aan toevoegt.</p>
            </>
          ) : (
            <>
              <p>{menu.productCount === 1 ? '1 product' : `${menu.productCount} producten`}</p>
              <p>Samen los: {formatEuros(menu.productsValue)}</p>
              {saving > 0 && (
                <Badge tone="success">Klant bespaart {formatEuros(eurosFromCents(saving))}</Badge>
              )}
            </>
          )}
        </div>
      }
      actions={<ItemCardActions item={menu} soldOut={soldOut} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
