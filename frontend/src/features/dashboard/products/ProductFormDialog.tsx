import { Controller, useFormContext } from 'react-hook-form';
import { NumberField, YesNo } from '@bestelklaar/design-system';
import { checkProductName, checkSoldAlone, checkStock } from '@bestelklaar/domain';
import { byRule } from '../shared/items/by-rule';
import { CollectionField } from '../shared/items/CollectionField';
import { ItemFormDialog, type ItemFormKind } from '../shared/items/ItemFormDialog';
import { PRODUCT_FALLBACKS } from '../shared/items/product-messages';
import { useSaveProduct, type Product } from '../shared/items/products-api';
import {
  emptyProductValues,
  productToValues,
  toProductFormData,
  type ProductFormValues,
} from './product-form-values';
import styles from '../shared/items/ItemFormDialog.module.css';

const PRODUCT_FORM: ItemFormKind<ProductFormValues> = {
  title: { add: 'Product toevoegen', edit: 'Product bewerken' },
  saved: { add: 'Product toegevoegd', edit: 'Product bijgewerkt' },
  fallback: PRODUCT_FALLBACKS.form,
  nameField: { label: 'Naam', check: checkProductName },
  toFormData: toProductFormData,
};

export interface ProductFormDialogProps {
  /** The product to edit; undefined to add one. */
  product?: Product;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Add or edit a product: the item form with its stock and 'Apart verkopen'. */
export function ProductFormDialog({ product, open, onOpenChange }: ProductFormDialogProps) {
  const save = useSaveProduct();
  return (
    <ItemFormDialog
      kind={PRODUCT_FORM}
      save={save}
      item={product}
      defaultValues={product ? productToValues(product) : emptyProductValues()}
      open={open}
      onOpenChange={onOpenChange}
    >
      <ProductFields />
    </ItemFormDialog>
  );
}

function ProductFields() {
  const { register, control, formState } = useFormContext<ProductFormValues>();
  return (
    <>
      <div className={styles.row}>
        <CollectionField />
        <NumberField
          label="Voorraad"
          integer
          placeholder="Onbeperkt"
          hint="Leeg laten voor een onbeperkte voorraad."
          error={formState.errors.stockQuantity?.message}
          {...register('stockQuantity', { validate: (value) => byRule(checkStock(value)) })}
        />
      </div>
      <Controller
        control={control}
        name="soldAlone"
        rules={{ validate: (value) => byRule(checkSoldAlone(value)) }}
        render={({ field, fieldState }) => (
          <YesNo
            label="Apart verkopen"
            hint="Nee: alleen te koop als deel van een menu."
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
