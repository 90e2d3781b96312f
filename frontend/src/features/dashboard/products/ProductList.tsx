import { useState } from 'react';
import { SearchX } from 'lucide-react';
import { Button, EmptyState, ProductCard, Select, TextField } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { useCollections } from '../shared/collections-queries';
import { ItemCardActions } from '../shared/items/ItemCardActions';
import { ItemCount } from '../shared/items/ItemCount';
import { ItemGrid } from '../shared/items/ItemGrid';
import type { ItemActions } from '../shared/items/ItemsPage';
import { useProductSoldOut, type Product } from '../shared/items/products-api';
import { ALL_COLLECTIONS, filterProducts, NO_COLLECTION } from './filter-products';
import styles from './ProductsPage.module.css';

/** The products as cards, searchable by name and description and filtered by collection. */
export function ProductList({ products, onEdit, onDelete }: { products: Product[] } & ItemActions<Product>) {
  const collections = useCollections();
  const [search, setSearch] = useState('');
  const [collection, setCollection] = useState(ALL_COLLECTIONS);
  const shown = filterProducts(products, search, collection);
  const soldOut = useProductSoldOut();
  const filterOptions = [
    { value: ALL_COLLECTIONS, label: 'Alle collecties' },
    ...(collections.data ?? []).map((option) => ({ value: option._id, label: option.name })),
    { value: NO_COLLECTION, label: 'Zonder collectie' },
  ];

  return (
    <>
      <div className={styles.filters} role="search">
        <TextField
          label="Zoeken"
          type="search"
          placeholder="Zoek producten..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label="Collectie"
          options={filterOptions}
          value={collection}
          onChange={(event) => setCollection(event.target.value)}
          error={
            collections.isError
              ? COLLECTION_FALLBACKS.dropdown(messageOf(collections.error, COLLECTION_FALLBACKS.fetch))
              : undefined
          }
        />
      </div>
      <ItemCount shown={shown.length} total={products.length} noun={{ one: 'product', many: 'producten' }} />
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="Geen producten gevonden met de huidige filters."
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setCollection(ALL_COLLECTIONS);
              }}
            >
              Filters wissen
            </Button>
          }
        />
      ) : (
        <ItemGrid
          items={shown}
          renderCard={(product) => (
            <ProductCard
              name={product.name}
              description={product.description}
              price={product.price}
              imageUrl={product.imageUrl}
              tag={product.soldAlone ? undefined : 'Menu item'}
              collection={product.collection}
              headingLevel={2}
              details={product.stockQuantity !== null && <p>Voorraad: {product.stockQuantity}</p>}
              actions={
                <ItemCardActions
                  item={product}
                  soldOut={soldOut}
                  onEdit={() => onEdit(product)}
                  onDelete={() => onDelete(product)}
                />
              }
            />
          )}
        />
      )}
    </>
  );
}
