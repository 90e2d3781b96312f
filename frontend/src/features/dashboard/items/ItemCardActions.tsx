import { Button } from '@bestelklaar/design-system';

/** A card's Bewerken and Verwijderen; the quiet red, as the confirmation keeps the solid one. */
export function ItemCardActions({ onEdit, onDelete }: { onEdit(): void; onDelete(): void }) {
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        Bewerken
      </Button>
      <Button variant="danger-outline" size="sm" onClick={onDelete}>
        Verwijderen
      </Button>
    </>
  );
}
