import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Sheet } from '@bestelklaar/design-system';
import { CartPanel } from './CartPanel';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart over the page on a narrow screen, with 'Verder winkelen' and '× Sluiten'; loaded on first opening. */
export function CartSheet({ open, onOpenChange }: CartSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t`Winkelmandje`}
      closeLabel={t`Sluiten`}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <Trans>Verder winkelen</Trans>
        </Button>
      }
    >
      <CartPanel variant="sheet" />
    </Sheet>
  );
}
