import { Trans, useLingui } from '@lingui/react/macro';
import { AllergenMarks, IconButton, Price } from '@bestelklaar/design-system';
import { eurosFromCents, multiplyCents } from '@bestelklaar/domain';
import { useShopFormat } from '../shop-format';
import { Minus, Plus, Settings2 } from 'lucide-react';
import { dailyLimitNote } from './availability';
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
  const { t } = useLingui();
  const { money, priceFormat, allergenNames } = useShopFormat();
  const { item, quantity, price } = line;
  const included = item.type === 'menu' ? item.products.map((product) => product.name).join(', ') : '';
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
            <Trans>Inclusief: {included}</Trans>
          </p>
        )}
        {item.dailyLimit !== null && <p className={styles.included}>{dailyLimitNote(item.dailyLimit)}</p>}
        <AllergenMarks
          allergens={line.allergens}
          label={t`Bevat:`}
          names={allergenNames}
          size="sm"
          className={styles.allergens}
        />
      </div>
      <div className={styles.price}>
        <Price
          amount={eurosFromCents(price.lineCents)}
          original={discounted ? eurosFromCents(multiplyCents(price.fullUnitCents, quantity)) : undefined}
          size="sm"
          priceFormat={priceFormat}
        />
        {quantity > 1 && (
          <span className={styles.unit}>
            {quantity} × {money(eurosFromCents(price.unitCents))}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        {item.productOptions.length > 0 && (
          <IconButton
            label={t`Opties wijzigen: ${name}`}
            icon={<Settings2 />}
            size="sm"
            onClick={onEditOptions}
          />
        )}
        <div className={styles.stepper} role="group" aria-label={t`Aantal: ${name}`}>
          <IconButton
            label={t`Eén minder: ${name}`}
            icon={<Minus />}
            size="sm"
            variant="secondary"
            onClick={onDecrement}
            data-cart-decrement=""
          />
          <span className={styles.quantity}>{quantity}</span>
          <IconButton
            label={t`Eén meer: ${name}`}
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
