import { useToast } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { SoldOutButton } from '../shared/SoldOutButton';
import type { SoldOutMutation } from './item-api';

/** A product's or menu's 'Uitverkocht vandaag', sent at once; a refusal says why in a toast. */
export function ItemSoldOutButton({
  item,
  mutation,
}: {
  item: { _id: string; name: string; soldOut?: boolean };
  mutation: SoldOutMutation;
}) {
  const toast = useToast();
  return (
    <SoldOutButton
      name={item.name}
      soldOut={item.soldOut === true}
      pending={mutation.isPending && mutation.variables?.id === item._id}
      onChange={(soldOut) =>
        mutation.mutate(
          { id: item._id, soldOut },
          {
            onError: (error) =>
              toast.show({
                title: 'Niet gelukt',
                description: messageOf(error, 'Er is iets misgegaan.'),
                tone: 'error',
              }),
          },
        )
      }
    />
  );
}
