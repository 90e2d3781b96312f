import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, CollectionIcon, Modal, Price } from '@bestelklaar/design-system';
import {
  CATALOG_MESSAGES,
  checkSelection,
  eurosFromCents,
  optionGroupsOf,
  priceItem,
  pricedItemOf,
  type OptionGroup,
  type SelectedOptions,
  type ShopItem,
  LOCALES,
} from '@bestelklaar/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { ItemAllergenDetails } from '../allergens/ItemAllergenDetails';
import { useCart } from '../cart/cart-context';
import { dailyLimitNote } from '../cart/availability';
import { customerMessage } from '../../../i18n/i18n';
import { useShopFormat } from '../shop-format';
import type { EditedLine } from './edited-line';
import { ItemImage } from './ItemImage';
import { OptionGroupField } from './OptionGroupField';
import styles from './ItemDialog.module.css';
import { normalizeSelection } from './selection';

export interface ItemWindowProps {
  item: ShopItem;
  line: EditedLine | undefined;
  open: boolean;
  onClose(): void;
}

/** The first group whose own choice is not in order, for focus to go to. */
function firstGroupWithProblem(groups: readonly OptionGroup[], selection: SelectedOptions): number {
  return groups.findIndex((group, index) => checkSelection([group], { 0: selection[index] }) !== undefined);
}

/**
 * The product window: the item's photo, description, price, collection, stock or included products,
 * its options, and 'Toevoegen aan Winkelmandje'. It needs the cart (a `CartProvider`) around it.
 * Loaded with its first opening (see ItemDialog), so the shop's first paint does not wait for it.
 */
export function ItemWindow({ item, line, open, onClose }: ItemWindowProps) {
  const { t } = useLingui();
  const { language, priceFormat } = useShopFormat();
  const cart = useCart();
  const groups = useMemo(() => optionGroupsOf(item), [item]);
  const pricedItem = useMemo(() => pricedItemOf(item), [item]);
  const [draft, setDraft] = useState<SelectedOptions>(() => line?.selectedOptions ?? {});
  const [attempted, setAttempted] = useState(false);
  const controls = useRef(new Map<number, HTMLElement>());
  const menuHeadingId = useId();
  const optionsHeadingId = useId();

  const selection = normalizeSelection(draft);
  const { rules, day } = cart.pricing;
  const basePrice = priceItem(pricedItem, {}, rules, day);
  const livePrice = priceItem(pricedItem, selection, rules, day);
  const problem = attempted ? checkSelection(groups, selection) : undefined;

  const submit = () => {
    const refused = line ? cart.updateOptions(line.id, selection) : cart.add(item, selection);
    if (!refused) {
      onClose();
      return;
    }
    setAttempted(true);
    controls.current.get(firstGroupWithProblem(groups, selection))?.focus();
  };

  const groupError = (group: OptionGroup, index: number) => {
    const own = checkSelection([group], { 0: selection[index] });
    // A missing choice is said once, beside the button; a group only says what is wrong with it.
    return own === CATALOG_MESSAGES.requiredOptionsMissing ? undefined : own;
  };

  const groupErrorText = (group: OptionGroup, index: number) => {
    const error = groupError(group, index);
    return error && customerMessage(error);
  };
  // The percentage as the page's language writes it: '10%', '10 %'.
  const discountText = (percent: number) => {
    const rate = new Intl.NumberFormat(LOCALES[language], { style: 'percent' }).format(percent / 100);
    return t`${rate} korting`;
  };
  const stockText = (stock: number) => t`Voorraad: ${stock}`;

  const footer = (
    <div className={styles.footer}>
      {problem && <Alert tone="error">{customerMessage(problem)}</Alert>}
      <div className={styles.footerRow}>
        {groups.length > 0 && (
          <p className={styles.livePrice}>
            <span className={styles.livePriceLabel}>
              <Trans>Met je opties</Trans>
            </span>
            <Price
              amount={eurosFromCents(livePrice.unitCents)}
              original={livePrice.discountPercent > 0 ? eurosFromCents(livePrice.fullUnitCents) : undefined}
              size="lg"
              priceFormat={priceFormat}
            />
          </p>
        )}
        {item.soldOut ? (
          <Button disabled className={styles.submit}>
            <Trans>Uitverkocht</Trans>
          </Button>
        ) : (
          <Button onClick={submit} className={styles.submit}>
            {line ? <Trans>Opties bijwerken</Trans> : <Trans>Toevoegen aan Winkelmandje</Trans>}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(stayOpen) => !stayOpen && onClose()}
      title={item.name}
      footer={footer}
      closeLabel={t`Sluiten`}
    >
      <div className={styles.content}>
        <ItemImage src={item.imageUrl} variant="wide" />
        {item.description && <p className={styles.description}>{item.description}</p>}
        <div className={styles.facts}>
          <Price
            amount={eurosFromCents(basePrice.unitCents)}
            original={basePrice.discountPercent > 0 ? eurosFromCents(basePrice.fullUnitCents) : undefined}
            size="lg"
            priceFormat={priceFormat}
          />
          {basePrice.discountPercent > 0 && (
            <Badge tone="success">{discountText(basePrice.discountPercent)}</Badge>
          )}
        </div>
        <ul className={styles.details}>
          {item.collection && (
            <li className={styles.collection}>
              <CollectionIcon icon={item.collection.icon} size="sm" />
              {item.collection.name}
            </li>
          )}
          {item.type === 'product' && (
            <li>{item.stockQuantity === null ? t`Voorraad: Onbeperkt` : stockText(item.stockQuantity)}</li>
          )}
          {item.dailyLimit !== null && <li>{dailyLimitNote(item.dailyLimit)}</li>}
        </ul>
        {item.type === 'menu' && (
          <section className={styles.section} aria-labelledby={menuHeadingId}>
            <h3 id={menuHeadingId} className={styles.sectionTitle}>
              <Trans>Dit menu bevat:</Trans>
            </h3>
            <ul className={styles.included}>
              {item.products.map((product) => (
                <li key={product._id} className={styles.includedProduct}>
                  <ItemImage src={product.imageUrl} variant="thumb" />
                  <div>
                    <p className={styles.includedName}>{product.name}</p>
                    {product.description && (
                      <p className={styles.includedDescription}>{product.description}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
        <ItemAllergenDetails
          item={item}
          shopComplete={cart.storefront.info.allergenInfoComplete}
          shopNote={cart.storefront.info.allergenInfoText}
        />
        {groups.length > 0 && (
          <section className={styles.section} aria-labelledby={optionsHeadingId}>
            <h3 id={optionsHeadingId} className={styles.sectionTitle}>
              <Trans>Beschikbare Opties</Trans>
            </h3>
            {groups.map((group, index) => (
              <OptionGroupField
                key={index}
                group={group}
                value={draft[index]}
                onChange={(value) => setDraft((current) => ({ ...current, [index]: value }))}
                error={groupErrorText(group, index)}
                invalid={
                  problem !== undefined && checkSelection([group], { 0: selection[index] }) !== undefined
                }
                controlRef={(control) => {
                  if (control) controls.current.set(index, control);
                  else controls.current.delete(index);
                }}
              />
            ))}
          </section>
        )}
      </div>
    </Modal>
  );
}
