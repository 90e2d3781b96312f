import { useToast } from '@bestelklaar/design-system';
import type { UseMutationResult } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import { SoldOutButton } from './SoldOutButton';

/** 'Uitverkocht vandaag' for one item, on or off. */
export interface SoldOutChange {
  id: string;
  soldOut: boolean;
}

/** A kind's 'Uitverkocht vandaag' call (products or menus). */
export type SoldOutMutation = UseMutationResult<unknown, Error, SoldOutChange>;

/**
 * A product's or menu's 'Uitverkocht vandaag', sent at once; a refusal says why in a toast. The
 * products, menus and orders screens all use this one.
 */
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
