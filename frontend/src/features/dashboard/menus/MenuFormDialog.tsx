import { useId, useMemo, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import {
  Alert,
  Button,
  EmptyState,
  FormDialogFooter,
  ImageUpload,
  Modal,
  MultiSelect,
  NumberField,
  SegmentedChoice,
  Select,
  TextField,
} from '@bestelklaar/design-system';
import {
  centsFromEuros,
  checkDescription,
  checkMenuName,
  checkMenuProducts,
  checkMenuVatRate,
  checkPrice,
  eurosFromCents,
  formatEuros,
  isVatRate,
  MENU_LIMITS,
  OPTION_GROUP_TYPES,
  sumCents,
  VAT_RATES,
} from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { useCollections } from '../shared/collections-queries';
import { useImageChoice } from '../shared/images/use-image-choice';
import { OptionGroupsEditor } from '../products/OptionGroupsEditor';
import { PRODUCT_FALLBACKS } from '../products/product-messages';
import { productsQuery, type Product } from '../products/products-api';
import { useCloseAfterSave } from '../shared/use-close-after-save';
import { emptyMenuValues, menuToValues, toMenuFormData, type MenuFormValues } from './menu-form-values';
import { MENU_FALLBACKS } from './menu-messages';
import { useSaveMenu, type Menu } from './menus-api';
import styles from './MenuFormDialog.module.css';

const byRule = (message: string | undefined) => message ?? true;

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'nl');

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
  const title = menu ? 'Menu bewerken' : 'Menu toevoegen';

  // An empty list read earlier does not count until the fresh one confirms it.
  if (products.isSuccess && products.data.length === 0 && !products.isFetching) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={title}
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
  return <MenuForm menu={menu} open={open} onOpenChange={onOpenChange} title={title} products={products} />;
}

interface MenuFormProps extends MenuFormDialogProps {
  title: string;
  products: UseQueryResult<Product[]>;
}

function MenuForm({ menu, open, onOpenChange, title, products }: MenuFormProps) {
  const formId = useId();
  const save = useSaveMenu();
  const collections = useCollections();
  const image = useImageChoice(menu?.imageUrl ?? null);
  const { saved, markSaved } = useCloseAfterSave(() => onOpenChange(false));
  const [imageError, setImageError] = useState<string>();
  const form = useForm<MenuFormValues>({
    mode: 'onTouched',
    defaultValues: menu ? menuToValues(menu) : emptyMenuValues(),
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const productOptions = useMemo(
    () =>
      [...(products.data ?? [])]
        .sort(byName)
        .map((product) => ({ value: product._id, label: product.name, detail: formatEuros(product.price) })),
    [products.data],
  );
  const chosen = useWatch({ control, name: 'products' });
  const chosenValue = useMemo(() => {
    const prices = new Map((products.data ?? []).map((product) => [product._id, product.price]));
    return eurosFromCents(sumCents(chosen.map((id) => centsFromEuros(prices.get(id) ?? 0))));
  }, [chosen, products.data]);

  const onSubmit = handleSubmit((values) => {
    setImageError(undefined);
    const body = toMenuFormData(values, image.choice, menu !== undefined);
    save.mutate(menu ? { mode: 'edit', menuId: menu._id, form: body } : { mode: 'create', form: body }, {
      onSuccess: () => markSaved(),
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        if (error instanceof ApiError) setImageError(error.fields.image);
      },
    });
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
      title={title}
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
          {save.isError && <Alert tone="error">{messageOf(save.error, MENU_FALLBACKS.form)}</Alert>}
          {saved && <Alert tone="success">{menu ? 'Menu bijgewerkt' : 'Menu toegevoegd'}</Alert>}
          <TextField
            label="Menunaam"
            placeholder="bv. Lunchmenu"
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register('name', { validate: (value) => byRule(checkMenuName(value)) })}
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
              rules={{ validate: (value) => byRule(checkMenuVatRate(value)) }}
              render={({ field, fieldState }) => (
                <SegmentedChoice
                  label="BTW-tarief"
                  hint="Inbegrepen in de prijs."
                  options={VAT_OPTIONS}
                  value={String(field.value)}
                  onValueChange={(next) => {
                    const rate = Number(next);
                    if (isVatRate(rate)) field.onChange(rate);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="products"
            rules={{ validate: (value) => byRule(checkMenuProducts(value)) }}
            render={({ field, fieldState }) => (
              <MultiSelect
                ref={field.ref}
                label="Producten"
                placeholder="Zoek producten…"
                hint={
                  field.value.length > 0
                    ? `Samen los: ${formatEuros(chosenValue)}.`
                    : 'Kies de producten die samen het menu vormen.'
                }
                required
                options={productOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                loading={products.isFetching && !products.data?.length}
                maxSelected={MENU_LIMITS.productsMax}
                error={
                  products.isError
                    ? messageOf(products.error, PRODUCT_FALLBACKS.list)
                    : fieldState.error?.message
                }
              />
            )}
          />
          <Select
            label="Collectie"
            className={styles.collection}
            options={collectionOptions}
            disabled={collections.isPending}
            error={
              collections.isError
                ? COLLECTION_FALLBACKS.dropdown(messageOf(collections.error, COLLECTION_FALLBACKS.fetch))
                : errors.collection?.message
            }
            {...register('collection')}
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
          <OptionGroupsEditor types={OPTION_GROUP_TYPES} />
        </form>
      </FormProvider>
    </Modal>
  );
}
