import type { UseQueryResult } from '@tanstack/react-query';
import { Percent, Plus } from 'lucide-react';
import { Alert, Button, EmptyState, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { DISCOUNT_FALLBACKS } from './discount-messages';
import type { DiscountKind } from './discount-kinds';
import type { Discount, Discounts } from './discounts-api';
import { DiscountsTable } from './DiscountsTable';
import styles from './DiscountsPage.module.css';

export interface DiscountsTabProps {
  kind: DiscountKind;
  discounts: UseQueryResult<Discounts>;
  today: string;
  onAdd(): void;
  onEdit(discount: Discount): void;
  onDelete(discount: Discount): void;
}

/** One kind of discount: what it does, its Toevoegen button, and its table (or why there is none). */
export function DiscountsTab({ kind, discounts, today, onAdd, onEdit, onDelete }: DiscountsTabProps) {
  const list = discounts.data?.[kind.list];

  return (
    <div className={styles.panel}>
      <div className={styles.intro}>
        <p className={styles.lead}>
          {kind.lead} Gelden er meerdere kortingen voor een product, dan krijgt de klant de hoogste.
        </p>
        <Button onClick={onAdd}>
          <Plus aria-hidden size={18} /> Toevoegen
        </Button>
      </div>
      {discounts.isPending && <Spinner label="Kortingen laden…" />}
      {discounts.isError && (
        <Alert tone="error">
          <p className={styles.errorText}>{messageOf(discounts.error, DISCOUNT_FALLBACKS.fetch)}</p>
          <Button variant="secondary" size="sm" onClick={() => void discounts.refetch()}>
            Opnieuw proberen
          </Button>
        </Alert>
      )}
      {list?.length === 0 && <EmptyState icon={<Percent />} title="Geen kortingen beschikbaar." />}
      {list && list.length > 0 && (
        <DiscountsTable
          caption={`Kortingen: ${kind.tabLabel}`}
          discounts={list}
          today={today}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </div>
  );
}
