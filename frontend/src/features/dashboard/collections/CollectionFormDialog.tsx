import { useId } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert, IconPicker, Modal, TextField, FormDialogFooter } from '@bestelklaar/design-system';
import { CATALOG_LIMITS, COLLECTION_ICONS, fieldError, parseCollection } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import type { Collection } from '../shared/collections-queries';
import { TranslationsDisclosure } from '../shared/translations/TranslationsDisclosure';
import { translationsOf } from '../shared/translations/translation-values';
import { useSaveCollection, type CollectionInput } from './collections-api';
import styles from './CollectionsPage.module.css';

const ICON_OPTIONS = COLLECTION_ICONS.map((icon) => ({ value: icon.key, label: icon.label }));

export interface CollectionFormDialogProps {
  /** The collection to edit; undefined to create one. */
  collection?: Collection;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(collection: Collection): void;
}

/** Add or edit a collection: a name and one of the 25 icons. */
export function CollectionFormDialog({ collection, open, onOpenChange, onSaved }: CollectionFormDialogProps) {
  const formId = useId();
  const save = useSaveCollection();
  const form = useForm<CollectionInput>({
    mode: 'onTouched',
    defaultValues: {
      name: collection?.name ?? '',
      icon: collection?.icon ?? '',
      ...(collection?.translations && { translations: collection.translations }),
    },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const name = useWatch({ control, name: 'name' });

  // The server's own parser, field by field.
  const validate = (field: 'name' | 'icon') => (_value: string, values: CollectionInput) =>
    fieldError(parseCollection(values), field) ?? true;

  const onSubmit = handleSubmit(({ translations, ...input }) =>
    save.mutate(
      {
        id: collection?._id,
        input: { ...input, ...(translations && { translations: translationsOf(translations) }) },
      },
      {
        onSuccess: onSaved,
        onError: (error) => applyServerFieldErrors(error, setError),
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={collection ? 'Collectie bewerken' : 'Collectie toevoegen'}
      size="lg"
      footer={
        <FormDialogFooter formId={formId} onCancel={() => onOpenChange(false)} saving={save.isPending} />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={styles.form}>
        {save.isError && <Alert tone="error">{messageOf(save.error, COLLECTION_FALLBACKS.form)}</Alert>}
        <TextField
          label="Naam"
          required
          autoComplete="off"
          placeholder="bv. Broodjes"
          error={formState.errors.name?.message}
          {...register('name', { validate: validate('name') })}
        />
        <Controller
          control={control}
          name="icon"
          rules={{ validate: validate('icon') }}
          render={({ field, fieldState }) => (
            <IconPicker
              label="Icoon"
              options={ICON_OPTIONS}
              value={field.value || null}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormProvider {...form}>
          <TranslationsDisclosure
            name="translations"
            texts={[{ field: 'name', dutch: name }]}
            limits={{ name: CATALOG_LIMITS.collectionNameMax }}
            stored={collection?.translations}
          />
        </FormProvider>
      </form>
    </Modal>
  );
}
