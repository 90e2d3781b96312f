import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Plus, SearchX, ShoppingBasket } from 'lucide-react';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  ProductCard,
  Select,
  Spinner,
  TextField,
  useToast,
} from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { PageHeader } from '../shared/PageHeader';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { useCollections } from '../shared/collections-queries';
import { menuKeys } from '../menus/menus-api';
import { ProductInMenusNotice } from '../menus/ProductInMenusNotice';
import { ALL_COLLECTIONS, filterProducts, NO_COLLECTION } from './filter-products';
import { ProductFormDialog } from './ProductFormDialog';
import { PRODUCT_FALLBACKS } from './product-messages';
import { useDeleteProduct, useProducts, type Product } from './products-api';
import styles from './ProductsPage.module.css';

/** Dialogs stay mounted while they animate closed; the key gives every opening a fresh form. */
interface DialogState {
  open: boolean;
  product?: Product;
  key: number;
}

/** /dashboard/producten; ?add=true opens the add dialog on arrival, and closing it removes the flag. */
export function Component() {
  const products = useProducts();
  const collections = useCollections();
  const remove = useDeleteProduct();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [collection, setCollection] = useState(ALL_COLLECTIONS);
  // The dialog's own state opens and closes it at once; the URL flag follows, so a reload or a link can open it.
  const [form, setForm] = useState<DialogState>(() => ({ open: searchParams.get('add') === 'true', key: 0 }));
  const [deleting, setDeleting] = useState<Omit<DialogState, 'key'>>({ open: false });

  const setAddFlag = (on: boolean) =>
    setSearchParams(
      (params) => {
        if (on) params.set('add', 'true');
        else params.delete('add');
        return params;
      },
      { replace: true },
    );
  const openForm = (product?: Product) => {
    setForm((state) => ({ open: true, product, key: state.key + 1 }));
    if (!product) setAddFlag(true);
  };
  const closeForm = () => {
    setForm((state) => ({ ...state, open: false }));
    if (searchParams.has('add')) setAddFlag(false);
  };
  const closeDelete = () => setDeleting((state) => ({ ...state, open: false }));

  const confirmDelete = () => {
    const product = deleting.product!;
    remove.mutate(product._id, {
      onSuccess: () => {
        toast.show({ title: `${product.name} verwijderd`, tone: 'success' });
        // The server took the product out of its menus too.
        void queryClient.invalidateQueries({ queryKey: menuKeys.all });
      },
      onError: (error) =>
        toast.show({
          title: 'Verwijderen mislukt',
          description: messageOf(error, PRODUCT_FALLBACKS.delete),
          tone: 'error',
        }),
      onSettled: closeDelete,
    });
  };

  const addButton = (
    <Button onClick={() => openForm()}>
      <Plus aria-hidden size={18} /> Product toevoegen
    </Button>
  );
  const shown = products.data ? filterProducts(products.data, search, collection) : [];
  const filterOptions = [
    { value: ALL_COLLECTIONS, label: 'Alle collecties' },
    ...(collections.data ?? []).map((option) => ({ value: option._id, label: option.name })),
    { value: NO_COLLECTION, label: 'Zonder collectie' },
  ];

  return (
    <>
      <PageHeader title="Producten" actions={products.isSuccess && addButton} />
      {products.isPending && <Spinner label="Producten laden…" />}
      {products.isError && (
        <Alert tone="error">
          {messageOf(products.error, PRODUCT_FALLBACKS.list)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void products.refetch()}>
            Opnieuw proberen
          </Button>
        </Alert>
      )}
      {products.isSuccess && products.data.length === 0 && (
        <EmptyState
          icon={<ShoppingBasket />}
          title="Je hebt nog geen producten aangemaakt."
          description="Voeg je eerste product toe: een naam, een prijs en eventueel een foto en opties."
          action={addButton}
        />
      )}
      {products.isSuccess && products.data.length > 0 && (
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
          <p className={styles.count} role="status">
            {shown.length === products.data.length
              ? `${products.data.length} ${products.data.length === 1 ? 'product' : 'producten'}`
              : `${shown.length} van ${products.data.length} producten`}
          </p>
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
            <ul className={styles.grid}>
              {shown.map((product) => (
                <li key={product._id}>
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
                      <>
                        <Button variant="secondary" size="sm" onClick={() => openForm(product)}>
                          Bewerken
                        </Button>
                        <Button
                          variant="danger-outline"
                          size="sm"
                          onClick={() => setDeleting({ open: true, product })}
                        >
                          Verwijderen
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ProductFormDialog
        key={form.key}
        product={form.product}
        open={form.open}
        onOpenChange={(open) => !open && closeForm()}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => !open && closeDelete()}
        title="Product verwijderen"
        message={
          <>
            <p>
              {`Weet je zeker dat je het product "${deleting.product?.name ?? ''}" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.`}
            </p>
            {deleting.product && <ProductInMenusNotice productId={deleting.product._id} />}
          </>
        }
        confirmLabel="Verwijderen"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </>
  );
}
