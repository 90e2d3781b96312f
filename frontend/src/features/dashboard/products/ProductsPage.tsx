import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBasket } from 'lucide-react';
import { ItemsPage, type ItemsPageTexts } from '../shared/items/ItemsPage';
import { menuKeys } from '../shared/items/menus-api';
import { PRODUCT_FALLBACKS } from '../shared/items/product-messages';
import { useDeleteProduct, useProducts } from '../shared/items/products-api';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductInMenusNotice } from './ProductInMenusNotice';
import { ProductList } from './ProductList';

const TEXTS: ItemsPageTexts = {
  title: 'Producten',
  loading: 'Producten laden…',
  add: 'Product toevoegen',
  listFallback: PRODUCT_FALLBACKS.list,
  deleteTitle: 'Product verwijderen',
  deleteFallback: PRODUCT_FALLBACKS.delete,
  empty: {
    icon: <ShoppingBasket />,
    title: 'Je hebt nog geen producten aangemaakt.',
    description: 'Voeg je eerste product toe: een naam, een prijs en eventueel een foto en opties.',
  },
};

/** /dashboard/producten; ?add=true opens the add dialog on arrival, and closing it removes the flag. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <ItemsPage
      texts={TEXTS}
      items={useProducts()}
      remove={useDeleteProduct()}
      // The server took the product out of its menus too.
      onDeleted={() => void queryClient.invalidateQueries({ queryKey: menuKeys.all })}
      addFromUrl
      deleteMessage={(product) => (
        <>
          <p>
            {`Weet je zeker dat je het product "${product?.name ?? ''}" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.`}
          </p>
          {product && <ProductInMenusNotice productId={product._id} />}
        </>
      )}
      renderList={(products, actions) => <ProductList products={products} {...actions} />}
      renderForm={({ item, ...dialog }) => <ProductFormDialog product={item} {...dialog} />}
    />
  );
}
