import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, IconPicker, Modal, TextField } from '@bestelklaar/design-system';
import { CATALOG_MESSAGES, checkCollectionName, COLLECTION_ICONS } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { COLLECTION_FALLBACKS } from './collection-messages';
import { useSaveCollection, type Collection, type CollectionInput } from './collections-api';
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
  const { register, control, handleSubmit, setError, formState } = useForm<CollectionInput>({
    mode: 'onTouched',
    defaultValues: { name: collection?.name ?? '', icon: collection?.icon ?? '' },
  });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: collection?._id, input },
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
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={save.isPending}
          >
            Annuleren
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            Opslaan
          </Button>
        </>
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
          {...register('name', { validate: (value) => checkCollectionName(value) ?? true })}
        />
        <Controller
          control={control}
          name="icon"
          rules={{ validate: (icon) => (icon ? true : CATALOG_MESSAGES.collectionIconRequired) }}
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
      </form>
    </Modal>
  );
}
