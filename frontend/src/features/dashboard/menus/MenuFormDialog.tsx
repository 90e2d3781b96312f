import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import { Button, EmptyState, Modal } from '@bestelklaar/design-system';
import { useMemo } from 'react';
import { checkMenuName, checkMenuVatRate, combineAllergens, OPTION_GROUP_TYPES } from '@bestelklaar/domain';
import { CollectionField } from '../shared/items/CollectionField';
import { ItemFormDialog, type ItemFormKind } from '../shared/items/ItemFormDialog';
import { MENU_FALLBACKS } from '../shared/items/menu-messages';
import { useSaveMenu, type Menu } from '../shared/items/menus-api';
import { productsQuery } from '../shared/items/products-api';
import { emptyMenuValues, menuToValues, toMenuFormData, type MenuFormValues } from './menu-form-values';
import { MenuProductsField } from './MenuProductsField';
import styles from './MenuProductsField.module.css';

const MENU_FORM: ItemFormKind<MenuFormValues> = {
  title: { add: 'Menu toevoegen', edit: 'Menu bewerken' },
  saved: { add: 'Menu toegevoegd', edit: 'Menu bijgewerkt' },
  fallback: MENU_FALLBACKS.form,
  nameField: { label: 'Menunaam', placeholder: 'bv. Lunchmenu', check: checkMenuName },
  checkVatRate: checkMenuVatRate,
  optionTypes: OPTION_GROUP_TYPES,
  toFormData: toMenuFormData,
};

export interface MenuFormDialogProps {
  /** The menu to edit; undefined to add one. */
  menu?: Menu;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Add or edit a menu; a shop without products is sent to make one first, as a menu bundles them. */
export function MenuFormDialog({ menu, open, onOpenChange }: MenuFormDialogProps) {
  // Read afresh for every opening: products made elsewhere in the meantime must be there to choose.
  const products = useQuery({ ...productsQuery(), refetchOnMount: 'always' });
  const save = useSaveMenu();
  // The chosen products' allergens are the menu's too: shown checked, as the products now stand.
  const productsById = useMemo(
    () => new Map((products.data ?? []).map((product) => [product._id, product])),
    [products.data],
  );
  const lockedAllergens = (values: MenuFormValues) => {
    const chosen = values.products.flatMap((id) => productsById.get(id) ?? []);
    return {
      allergens: combineAllergens(...chosen.map((product) => product.allergens)),
      mayContain: combineAllergens(...chosen.map((product) => product.mayContain)),
    };
  };

  // An empty list read earlier does not count until the fresh one confirms it.
  if (products.isSuccess && products.data.length === 0 && !products.isFetching) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={menu ? MENU_FORM.title.edit : MENU_FORM.title.add}
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Sluiten
          </Button>
        }
      >
        <EmptyState
          icon={<ShoppingBasket />}
          title="Je hebt nog geen producten."
          description="Een menu bundelt producten uit je aanbod, zoals een soep, een broodje en een drankje. Voeg eerst een product toe."
          action={
            <Button asChild>
              <Link to="/dashboard/producten?add=true">Product toevoegen</Link>
            </Button>
          }
        />
      </Modal>
    );
  }
  return (
    <ItemFormDialog
      kind={MENU_FORM}
      save={save}
      item={menu}
      defaultValues={menu ? menuToValues(menu) : emptyMenuValues()}
      open={open}
      onOpenChange={onOpenChange}
      lockedAllergens={lockedAllergens}
    >
      <MenuProductsField products={products} />
      <CollectionField className={styles.collection} />
    </ItemFormDialog>
  );
}
