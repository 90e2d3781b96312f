import { useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import {
  Alert,
  ImageUpload,
  Modal,
  NumberField,
  SegmentedChoice,
  Select,
  TextField,
  YesNo,
  FormDialogFooter,
} from '@bestelklaar/design-system';
import {
  checkDescription,
  checkPrice,
  checkProductName,
  checkSoldAlone,
  checkStock,
  isVatRate,
  VAT_RATES,
} from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { useCollections } from '../shared/collections-queries';
import { OptionGroupsEditor } from './OptionGroupsEditor';
import {
  emptyProductValues,
  productToValues,
  toProductFormData,
  type ProductFormValues,
} from './product-form-values';
import { PRODUCT_FALLBACKS } from './product-messages';
import { useSaveProduct, type Product } from './products-api';
import { useImageChoice } from '../shared/images/use-image-choice';
import { useCloseAfterSave } from '../shared/use-close-after-save';
import styles from './ProductFormDialog.module.css';

const byRule = (message: string | undefined) => message ?? true;

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

export interface ProductFormDialogProps {
  /** The product to edit; undefined to add one. */
  product?: Product;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Add or edit a product: its fields, photo and option groups, saved as one multipart form. */
export function ProductFormDialog({ product, open, onOpenChange }: ProductFormDialogProps) {
  const formId = useId();
  const save = useSaveProduct();
  const collections = useCollections();
  const image = useImageChoice(product?.imageUrl ?? null);
  const { saved, markSaved } = useCloseAfterSave(() => onOpenChange(false));
  const [imageError, setImageError] = useState<string>();
  const form = useForm<ProductFormValues>({
    mode: 'onTouched',
    defaultValues: product ? productToValues(product) : emptyProductValues(),
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setImageError(undefined);
    const body = toProductFormData(values, image.choice, product !== undefined);
    save.mutate(
      product ? { mode: 'edit', productId: product._id, form: body } : { mode: 'create', form: body },
      {
        onSuccess: () => markSaved(),
        onError: (error) => {
          applyServerFieldErrors(error, setError);
          if (error instanceof ApiError) setImageError(error.fields.image);
        },
      },
    );
  });

  const collectionOptions = [
    { value: '', label: 'Geen collectie' },
    ...(collections.data ?? []).map((collection) => ({ value: collection._id, label: collection.name })),
  ];
  const busy = save.isPending || saved;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={product ? 'Product bewerken' : 'Product toevoegen'}
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={() => onOpenChange(false)}
          saving={save.isPending}
          saveDisabled={saved || image.preparing}
        />
      }
    >
      <FormProvider {...form}>
        <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
          {save.isError && <Alert tone="error">{messageOf(save.error, PRODUCT_FALLBACKS.form)}</Alert>}
          {saved && <Alert tone="success">{product ? 'Product bijgewerkt' : 'Product toegevoegd'}</Alert>}
          <TextField
            label="Naam"
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register('name', { validate: (value) => byRule(checkProductName(value)) })}
          />
          <TextField
            label="Beschrijving"
            multiline
            rows={3}
            error={errors.description?.message}
            {...register('description', { validate: (value) => byRule(checkDescription(value)) })}
          />
          <div className={styles.row}>
            <NumberField
              label="Prijs"
              prefix="€"
              placeholder="0,00"
              required
              error={errors.price?.message}
              {...register('price', { validate: (value) => byRule(checkPrice(value)) })}
            />
            <Controller
              control={control}
              name="vatRate"
              render={({ field, fieldState }) => (
                <SegmentedChoice
                  label="BTW-tarief"
                  hint="Inbegrepen in de prijs."
                  options={VAT_OPTIONS}
                  value={String(field.value)}
                  onValueChange={(chosen) => {
                    const rate = Number(chosen);
                    if (isVatRate(rate)) field.onChange(rate);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <div className={styles.row}>
            <Select
              label="Collectie"
              options={collectionOptions}
              disabled={collections.isPending}
              error={
                collections.isError
                  ? COLLECTION_FALLBACKS.dropdown(messageOf(collections.error, COLLECTION_FALLBACKS.fetch))
                  : errors.collection?.message
              }
              {...register('collection')}
            />
            <NumberField
              label="Voorraad"
              integer
              placeholder="Onbeperkt"
              hint="Leeg laten voor een onbeperkte voorraad."
              error={errors.stockQuantity?.message}
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
          <ImageUpload
            label="Afbeelding"
            hint="Grote foto’s worden voor het versturen verkleind tot maximaal 800 pixels."
            previewUrl={image.previewUrl}
            onSelect={(file) => void image.select(file)}
            onRemove={image.remove}
            busy={image.preparing}
            disabled={busy}
            error={image.rejection ?? imageError}
          />
          {image.warnings.length > 0 && (
            <Alert tone="warning">
              {image.warnings.map((warning) => (
                <p key={warning}>{warning}</p>
              ))}
            </Alert>
          )}
          <OptionGroupsEditor />
        </form>
      </FormProvider>
    </Modal>
  );
}
