import { AllergenMarks, IconButton, Price } from '@bestelklaar/design-system';
import { eurosFromCents, formatEuros, multiplyCents } from '@bestelklaar/domain';
import { Minus, Plus, Settings2 } from 'lucide-react';
import { MAX_LINE_QUANTITY } from './cart-lines';
import type { CartItemLine } from './cart-context';
import styles from './CartLineRow.module.css';
import { ItemImage } from '../item/ItemImage';

export interface CartLineRowProps {
  line: CartItemLine;
  onIncrement(): void;
  onDecrement(): void;
  /** Opens the options again; only for items with options. */
  onEditOptions(): void;
}

/** How the buttons name the line: its item, and its options when the same item is in the cart twice. */
export function lineName(line: CartItemLine): string {
  return line.optionLines.length > 0 ? `${line.item.name} (${line.optionLines.join('; ')})` : line.item.name;
}

/** One cart line: photo, name, chosen options, price, and − and + for the quantity. */
export function CartLineRow({ line, onIncrement, onDecrement, onEditOptions }: CartLineRowProps) {
  const { item, quantity, price } = line;
  const name = lineName(line);
  const discounted = price.discountPercent > 0;
  return (
    <li className={styles.line}>
      <ItemImage src={item.imageUrl} variant="thumb" />
      <div className={styles.info}>
        <p className={styles.name}>{item.name}</p>
        {line.optionLines.length > 0 && (
          <ul className={styles.options}>
            {line.optionLines.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        )}
        {item.type === 'menu' && (
          <p className={styles.included}>
            Inclusief: {item.products.map((product) => product.name).join(', ')}
          </p>
        )}
        <AllergenMarks allergens={line.allergens} label="Bevat" size="sm" className={styles.allergens} />
      </div>
      <div className={styles.price}>
        <Price
          amount={eurosFromCents(price.lineCents)}
          original={discounted ? eurosFromCents(multiplyCents(price.fullUnitCents, quantity)) : undefined}
          size="sm"
        />
        {quantity > 1 && (
          <span className={styles.unit}>
            {quantity} × {formatEuros(eurosFromCents(price.unitCents))}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        {item.productOptions.length > 0 && (
          <IconButton
            label={`Opties wijzigen: ${name}`}
            icon={<Settings2 />}
            size="sm"
            onClick={onEditOptions}
          />
        )}
        <div className={styles.stepper} role="group" aria-label={`Aantal: ${name}`}>
          <IconButton
            label={`Eén minder: ${name}`}
            icon={<Minus />}
            size="sm"
            variant="secondary"
            onClick={onDecrement}
            data-cart-decrement=""
          />
          <span className={styles.quantity}>{quantity}</span>
          <IconButton
            label={`Eén meer: ${name}`}
            icon={<Plus />}
            size="sm"
            variant="secondary"
            onClick={onIncrement}
            disabled={quantity >= MAX_LINE_QUANTITY}
          />
        </div>
      </div>
    </li>
  );
}
