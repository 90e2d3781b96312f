import { useId } from 'react';
import { FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  DateRangeField,
  FormDialogFooter,
  Modal,
  NumberField,
  TextField,
} from '@bestelklaar/design-system';
import { DISCOUNT_LIMITS } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { TranslationsDisclosure } from '../shared/translations/TranslationsDisclosure';
import { useCloseAfterSave } from '../shared/use-close-after-save';
import { CollectionField } from './CollectionField';
import { discountFieldError } from './discount-checks';
import type { DiscountKind } from './discount-kinds';
import {
  discountToValues,
  emptyDiscountValues,
  toDiscountBody,
  type DiscountFormValues,
} from './discount-form-values';
import { DISCOUNT_FALLBACKS } from './discount-messages';
import { useSaveDiscount, type Discount } from './discounts-api';
import { ProductMenuField } from './ProductMenuField';
import styles from './DiscountsPage.module.css';

export interface DiscountFormDialogProps {
  kind: DiscountKind;
  /** The discount to edit; undefined to add one of `kind`. */
  discount?: Discount;
  /** The shop's calendar day: a new start lies on it or later. */
  today: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Adds or edits a discount of one kind: its percentage and period, and what it applies to. The rules
 * are the server's, checked on blur and change. Give it a new key for every opening.
 */
export function DiscountFormDialog({ kind, discount, today, open, onOpenChange }: DiscountFormDialogProps) {
  const formId = useId();
  const save = useSaveDiscount();
  const close = () => onOpenChange(false);
  const { saved, markSaved } = useCloseAfterSave(close);
  const timing = { today, existingStartDate: discount?.startDate };
  const form = useForm<DiscountFormValues>({
    mode: 'onTouched',
    defaultValues: discount ? discountToValues(discount) : emptyDiscountValues(kind.type),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const description = useWatch({ control, name: 'description' });
  const rule = (field: keyof DiscountFormValues) => ({
    validate: (_value: unknown, values: DiscountFormValues) =>
      discountFieldError(kind.type, values, field, timing) ?? true,
  });
  const start = useController({
    control,
    name: 'startDate',
    rules: { ...rule('startDate'), deps: ['endDate'] },
  });
  const end = useController({ control, name: 'endDate', rules: rule('endDate') });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: discount?._id, input: toDiscountBody(kind.type, values) },
      {
        onSuccess: () => markSaved(),
        onError: (error) => applyServerFieldErrors(error, setError),
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={discount ? kind.editTitle : kind.addTitle}
      footer={
        <FormDialogFooter formId={formId} onCancel={close} saving={save.isPending} saveDisabled={saved} />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {save.isError && <Alert tone="error">{messageOf(save.error, DISCOUNT_FALLBACKS.save)}</Alert>}
        {saved && <Alert tone="success">{discount ? 'Korting bijgewerkt' : 'Korting toegevoegd'}</Alert>}
        {kind.type === 'ProductMenu' && (
          <ProductMenuField control={control} rules={rule('products')} chosen={discount} />
        )}
        {kind.type === 'Collection' && <CollectionField control={control} rules={rule('collection')} />}
        <NumberField
          label="Korting"
          suffix="%"
          required
          inputMode="decimal"
          className={styles.percentField}
          error={errors.discount?.message}
          {...register('discount', rule('discount'))}
        />
        <DateRangeField
          legend="Periode"
          required
          min={
            timing.existingStartDate && timing.existingStartDate < today ? timing.existingStartDate : today
          }
          value={{ start: start.field.value, end: end.field.value }}
          onChange={(range) => {
            if (range.start !== start.field.value) start.field.onChange(range.start);
            if (range.end !== end.field.value) end.field.onChange(range.end);
          }}
          onBlur={(field) => (field === 'start' ? start.field.onBlur() : end.field.onBlur())}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startRef={start.field.ref}
          endRef={end.field.ref}
        />
        {kind.type === 'Webshop' && (
          <TextField
            label="Beschrijving"
            hint="Klanten zien deze tekst bij de korting. Leeg gelaten wordt het ‘Korting op de hele webshop’."
            maxLength={DISCOUNT_LIMITS.descriptionMax}
            autoComplete="off"
            error={errors.description?.message}
            {...register('description', rule('description'))}
          />
        )}
        {kind.type === 'Webshop' && (
          <FormProvider {...form}>
            <TranslationsDisclosure
              name="translations"
              texts={[{ field: 'description', dutch: description }]}
              limits={{ description: DISCOUNT_LIMITS.descriptionMax }}
              stored={discount?.translations}
            />
          </FormProvider>
        )}
      </form>
    </Modal>
  );
}
