import { Plural, useLingui } from '@lingui/react/macro';
import { Button, CollectionIcon, ProductCard } from '@bestelklaar/design-system';
import { imageSrcSet, type AllergenCode, type ShopItem } from '@bestelklaar/domain';
import { ItemAllergenMarks } from './allergens/ItemAllergenMarks';
import type { CardPrice } from './card-price';
import { useShopFormat } from './shop-format';
import { cardDescription } from './shop-sections';
import styles from './ItemSection.module.css';

export interface ItemCardProps {
  item: ShopItem;
  price: CardPrice;
  /** On the first screen the photo loads at once and first; further down only when it comes near. */
  imageLoading: 'eager' | 'lazy';
  /** Opens the item's details (and its options). */
  onOpen(item: ShopItem): void;
  /** Puts one of the item, without options, in the cart. */
  onAdd(item: ShopItem): void;
  /** Whether the shop says its allergen information is complete. */
  allergensComplete: boolean;
  /** Allergens the customer avoids that the item may hold traces of. */
  avoidedTraces?: readonly AllergenCode[];
}

/**
 * How wide a card's photo shows (ItemSection.module.css, ProductCard's adaptive layout): a 6.5rem
 * thumbnail in a phone's row, two tiles side by side up to 60rem, at most 20rem beside the cart.
 */
const CARD_IMAGE_SIZES = '(max-width: 39.99rem) 6.5rem, (max-width: 59.99rem) 50vw, 20rem';

/**
 * A product or menu on the shop page: a click opens it; its button adds it, or opens its options.
 * A sold-out item stays in its place, greyed, and its button says so instead of adding it.
 */
export function ItemCard({
  item,
  price,
  imageLoading,
  onOpen,
  onAdd,
  allergensComplete,
  avoidedTraces,
}: ItemCardProps) {
  const { t } = useLingui();
  const { priceFormat } = useShopFormat();
  const hasOptions = item.productOptions.length > 0;
  const productCount = item.type === 'menu' ? item.products.length : 0;
  const soldOut = item.soldOut === true;
  const action = soldOut ? t`Uitverkocht` : hasOptions ? t`Bekijk Opties` : t`Toevoegen`;
  return (
    <ProductCard
      name={item.name}
      description={cardDescription(item.description)}
      descriptionFallback=""
      price={price.amount}
      originalPrice={price.original}
      priceFormat={priceFormat}
      imageUrl={item.imageUrl}
      imageSrcSet={item.imageUrl ? imageSrcSet(item.imageUrl) : undefined}
      imageSizes={CARD_IMAGE_SIZES}
      imageLoading={imageLoading}
      imageFetchPriority={imageLoading === 'eager' ? 'high' : undefined}
      onImageError={() =>
        console.warn(`De foto van "${item.name}" kon niet worden geladen: ${item.imageUrl}`)
      }
      placeholder={<CollectionIcon icon={item.collection?.icon ?? 'Utensils'} size="lg" />}
      details={
        <>
          {item.type === 'menu' && (
            <p>
              <Plural
                value={productCount}
                one="Dit menu bevat # product"
                other="Dit menu bevat # producten"
              />
            </p>
          )}
          <ItemAllergenMarks item={item} shopComplete={allergensComplete} avoidedTraces={avoidedTraces} />
        </>
      }
      onOpen={() => onOpen(item)}
      layout="adaptive"
      actions={
        <Button
          size="sm"
          variant={hasOptions || soldOut ? 'secondary' : 'primary'}
          aria-label={t`${action}: ${{ name: item.name }}`}
          disabled={soldOut}
          onClick={() => (hasOptions ? onOpen(item) : onAdd(item))}
        >
          {action}
        </Button>
      }
      className={soldOut ? `${styles.card} ${styles.soldOut}` : styles.card}
    />
  );
}
