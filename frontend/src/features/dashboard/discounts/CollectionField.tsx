import { useController, type Control, type UseControllerProps } from 'react-hook-form';
import { Select } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { useCollections } from '../shared/collections-queries';
import type { DiscountFormValues } from './discount-form-values';

export interface CollectionFieldProps {
  control: Control<DiscountFormValues>;
  rules: UseControllerProps<DiscountFormValues, 'collection'>['rules'];
}

/**
 * The collection a collection discount applies to, from the shop's collections in their order. The
 * select follows the form's value, so an edited discount shows its collection once the list arrives;
 * it stays enabled meanwhile, so the dialog still opens on it.
 */
export function CollectionField({ control, rules }: CollectionFieldProps) {
  const collections = useCollections();
  const { field, fieldState } = useController({ control, name: 'collection', rules });
  const options = [
    { value: '', label: collections.isPending ? 'Collecties laden…' : 'Kies een collectie' },
    ...(collections.data ?? []).map((collection) => ({ value: collection._id, label: collection.name })),
  ];

  return (
    <Select
      label="Collectie"
      required
      options={options}
      hint={
        collections.data?.length === 0
          ? 'Je hebt nog geen collecties. Maak er eerst een aan bij Collecties.'
          : undefined
      }
      error={
        collections.isError
          ? COLLECTION_FALLBACKS.dropdown(messageOf(collections.error, COLLECTION_FALLBACKS.fetch))
          : fieldState.error?.message
      }
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
