import { Button } from '@bestelklaar/design-system';

export interface SoldOutButtonProps {
  /** The item's name, so a screen reader knows which card's button this is. */
  name: string;
  soldOut: boolean;
  pending: boolean;
  onChange(soldOut: boolean): void;
}

/**
 * 'Uitverkocht vandaag' as one tap that stays pressed until the end of the shop's day (or a second
 * tap): the products, menus and orders screens all switch an item off with this.
 */
export function SoldOutButton({ name, soldOut, pending, onChange }: SoldOutButtonProps) {
  return (
    <Button
      variant={soldOut ? 'danger' : 'secondary'}
      size="sm"
      aria-pressed={soldOut}
      aria-label={`Uitverkocht vandaag: ${name}`}
      loading={pending}
      onClick={() => onChange(!soldOut)}
    >
      Uitverkocht vandaag
    </Button>
  );
}
