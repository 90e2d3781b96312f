import { Button, Sheet } from '@bestelklaar/design-system';
import { CartPanel } from './CartPanel';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart over the page on a narrow screen, with 'Verder winkelen' and '× Sluiten'; loaded on first opening. */
export function CartSheet({ open, onOpenChange }: CartSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Winkelmandje"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Verder winkelen
        </Button>
      }
    >
      <CartPanel variant="sheet" />
    </Sheet>
  );
}
