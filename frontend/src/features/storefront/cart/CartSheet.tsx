import { useLingui } from '@lingui/react/macro';
import { Sheet } from '@bestelklaar/design-system';
import { CartPanel } from './CartPanel';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The cart over the page on a narrow screen, with '× Sluiten'; loaded on first opening. What stays
 * in sight at its foot is the step's own action ('Bestelling plaatsen', then 'Bestelling Plaatsen'),
 * kept there by the panel itself; 'Verder winkelen' is a plain button under it.
 */
export function CartSheet({ open, onOpenChange }: CartSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t`Winkelmandje`} closeLabel={t`Sluiten`}>
      <CartPanel variant="sheet" onContinueShopping={() => onOpenChange(false)} />
    </Sheet>
  );
}
