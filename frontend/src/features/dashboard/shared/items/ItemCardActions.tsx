import { Button } from '@bestelklaar/design-system';
import { ItemSoldOutButton, type SoldOutMutation } from '../ItemSoldOutButton';

export interface ItemCardActionsProps {
  item: { _id: string; name: string; soldOut?: boolean };
  /** The item kind's 'Uitverkocht vandaag' call. */
  soldOut: SoldOutMutation;
  onEdit(): void;
  onDelete(): void;
}

/**
 * A card's 'Uitverkocht vandaag', Bewerken and Verwijderen; the quiet red, as the confirmation keeps
 * the solid one.
 */
export function ItemCardActions({ item, soldOut, onEdit, onDelete }: ItemCardActionsProps) {
  return (
    <>
      <ItemSoldOutButton item={item} mutation={soldOut} />
      {/* Named after the item: a list of cards is otherwise many identical buttons to a screen reader. */}
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Bewerken: ${item.name}`}>
        Bewerken
      </Button>
      <Button variant="danger-outline" size="sm" onClick={onDelete} aria-label={`Verwijderen: ${item.name}`}>
        Verwijderen
      </Button>
    </>
  );
}
