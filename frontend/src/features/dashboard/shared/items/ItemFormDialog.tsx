import { useId, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import {
  Alert,
  FormDialogFooter,
  ImageUpload,
  Modal,
  NumberField,
  SegmentedChoice,
  TextField,
} from '@bestelklaar/design-system';
import {
  checkDailyLimit,
  checkDescription,
  checkPrice,
  isVatRate,
  VAT_RATES,
  type OptionGroupType,
  type VatRate,
} from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../../api/api-error';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors';
import { useImageChoice, type ImageChoice } from '../images/use-image-choice';
import { useCloseAfterSave } from '../use-close-after-save';
import { AllergenFields, type LockedAllergens } from './AllergenFields';
import { byRule } from './by-rule';
import type { SaveItem } from './item-api';
import type { ItemFormValues } from './item-form-values';
import { ItemTextTabs } from './ItemTextTabs';
import { OptionGroupsEditor } from './OptionGroupsEditor';
import styles from './ItemFormDialog.module.css';

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

/** What sets one kind's form apart: its texts, rules, own fields and payload. */
export interface ItemFormKind<Values extends ItemFormValues> {
  title: { add: string; edit: string };
  saved: { add: string; edit: string };
  /** Shown when a save fails without a message from the server. */
  fallback: string;
  nameField: { label: string; placeholder?: string; check(value: string): string | undefined };
  /** A rule of the kind's own for the rate, if any. */
  checkVatRate?(value: VatRate): string | undefined;
  /** The kinds of option group the owner may choose. */
  optionTypes?: readonly OptionGroupType[];
  toFormData(values: Values, image: ImageChoice, editing: boolean): FormData;
}

/** The save mutation of the kind's API. */
interface ItemSave {
  mutate(save: SaveItem, callbacks: { onSuccess(): void; onError(error: Error): void }): void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export interface ItemFormDialogProps<Values extends ItemFormValues> {
  kind: ItemFormKind<Values>;
  save: ItemSave;
  /** The item being edited (its id and photo); undefined to add one. */
  item?: { _id: string; imageUrl: string | null };
  defaultValues: Values;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The kind's own fields, between the price and the photo. */
  children: ReactNode;
  lockedAllergens?: LockedAllergens<Values>;
}

/** Add or edit an item: its fields, photo and option groups, saved as one multipart form. */
export function ItemFormDialog<Values extends ItemFormValues>({
  kind,
  save,
  item,
  defaultValues,
  open,
  onOpenChange,
  children,
  lockedAllergens,
}: ItemFormDialogProps<Values>) {
  const formId = useId();
  const image = useImageChoice(item?.imageUrl ?? null);
  const { saved, markSaved } = useCloseAfterSave(() => onOpenChange(false));
  const [imageError, setImageError] = useState<string>();
  const form = useForm<ItemFormValues>({ mode: 'onTouched', defaultValues });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setImageError(undefined);
    // The form was filled from the kind's values, so it holds the kind's own fields too.
    const body = kind.toFormData(values as Values, image.choice, item !== undefined);
    save.mutate(item ? { mode: 'edit', id: item._id, form: body } : { mode: 'create', form: body }, {
      onSuccess: () => markSaved(),
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        if (error instanceof ApiError) setImageError(error.fields.image);
      },
    });
  });

  const busy = save.isPending || saved;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={item ? kind.title.edit : kind.title.add}
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
          {save.isError && <Alert tone="error">{messageOf(save.error, kind.fallback)}</Alert>}
          {saved && <Alert tone="success">{item ? kind.saved.edit : kind.saved.add}</Alert>}
          <ItemTextTabs
            dutch={
              <>
                <TextField
                  label={kind.nameField.label}
                  placeholder={kind.nameField.placeholder}
                  required
                  autoComplete="off"
                  error={errors.name?.message}
                  {...register('name', { validate: (value) => byRule(kind.nameField.check(value)) })}
                />
                <TextField
                  label="Beschrijving"
                  multiline
                  rows={3}
                  error={errors.description?.message}
                  {...register('description', { validate: (value) => byRule(checkDescription(value)) })}
                />
              </>
            }
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
              rules={kind.checkVatRate && { validate: (value) => byRule(kind.checkVatRate?.(value)) }}
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
          {children}
          <NumberField
            label="Maximum per ophaaldag"
            hint="Hoeveel er voor één ophaaldag besteld kan worden; leeg voor geen maximum."
            inputMode="numeric"
            error={errors.dailyLimit?.message}
            {...register('dailyLimit', { validate: (value) => byRule(checkDailyLimit(value)) })}
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
          {/* The form was filled from the kind's values, so it holds the kind's own fields too. */}
          <AllergenFields lockedOf={lockedAllergens as LockedAllergens<ItemFormValues> | undefined} />
          <OptionGroupsEditor types={kind.optionTypes} />
        </form>
      </FormProvider>
    </Modal>
  );
}
