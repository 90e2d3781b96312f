import { useFormContext } from 'react-hook-form';
import { Select } from '@bestelklaar/design-system';
import { messageOf } from '../../../../api/api-error';
import { COLLECTION_FALLBACKS } from '../collection-messages';
import { useCollections } from '../collections-queries';
import type { ItemFormValues } from './item-form-values';

/** The item form's collection dropdown; each kind places it beside its own fields. */
export function CollectionField({ className }: { className?: string }) {
  const collections = useCollections();
  const { register, formState } = useFormContext<ItemFormValues>();
  const options = [
    { value: '', label: 'Geen collectie' },
    ...(collections.data ?? []).map((collection) => ({ value: collection._id, label: collection.name })),
  ];
  return (
    <Select
      label="Collectie"
      className={className}
      options={options}
      disabled={collections.isPending}
      error={
        collections.isError
          ? COLLECTION_FALLBACKS.dropdown(messageOf(collections.error, COLLECTION_FALLBACKS.fetch))
          : formState.errors.collection?.message
      }
      {...register('collection')}
    />
  );
}
