import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, ConfirmDialog } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { DISCOUNT_FALLBACKS } from './discount-messages';
import { appliesTo, formatPercent } from './discount-labels';
import type { Discount } from './discounts-api';

export interface DeleteDiscountDialogProps {
  /** Kept while the dialog closes, so its words do not change mid-animation. */
  discount?: Discount;
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  removal: UseMutationResult<void, Error, string>;
}

/** Asks before a discount goes; a failure stays in the dialog, so the owner can try again. */
export function DeleteDiscountDialog({
  discount,
  open,
  onOpenChange,
  onConfirm,
  removal,
}: DeleteDiscountDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Korting verwijderen"
      message={
        <>
          {removal.isError && (
            <Alert tone="error">{messageOf(removal.error, DISCOUNT_FALLBACKS.delete)}</Alert>
          )}
          <p>
            Weet je zeker dat je de korting van {discount && formatPercent(discount.discount)} op{' '}
            {discount && appliesTo(discount)} wilt verwijderen?
          </p>
        </>
      }
      confirmLabel="Verwijderen"
      busy={removal.isPending}
      onConfirm={onConfirm}
    />
  );
}
