import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, useToast } from '@bestelklaar/design-system';
import { todayIn } from '@bestelklaar/domain';
import { useShopTimeZone } from '../shared/dashboard-api';
import { PageHeader } from '../shared/PageHeader';
import { DeleteDiscountDialog } from './DeleteDiscountDialog';
import { DiscountFormDialog } from './DiscountFormDialog';
import { DiscountsTab } from './DiscountsTab';
import { DISCOUNT_KINDS, kindOf, PRODUCT_MENU, type DiscountKind } from './discount-kinds';
import { useDeleteDiscount, useDiscounts, type Discount } from './discounts-api';

/** Kept while a dialog closes, so its content does not vanish mid-animation; the key gives every opening a fresh form. */
interface FormState {
  kind: DiscountKind;
  discount?: Discount;
  open: boolean;
  key: number;
}

/** /dashboard/kortingen: the three kinds of discount, a tab each; ?tab= keeps the open tab. */
export function Component() {
  const discounts = useDiscounts();
  const remove = useDeleteDiscount();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = DISCOUNT_KINDS.find((each) => each.tab === searchParams.get('tab')) ?? PRODUCT_MENU;
  // The dashboard judges "today" in the shop's zone, as the server does for the shop.
  const today = todayIn(useShopTimeZone(), new Date());
  const [form, setForm] = useState<FormState | null>(null);
  const [toDelete, setToDelete] = useState<{ discount?: Discount; open: boolean }>({ open: false });

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === PRODUCT_MENU.tab) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const openForm = (formKind: DiscountKind, discount?: Discount) =>
    setForm((current) => ({ kind: formKind, discount, open: true, key: (current?.key ?? 0) + 1 }));

  const confirmDelete = () => {
    if (!toDelete.discount) return;
    remove.mutate(toDelete.discount._id, {
      onSuccess: () => {
        setToDelete((current) => ({ ...current, open: false }));
        toast.show({ title: 'Korting verwijderd', tone: 'success' });
      },
    });
  };

  return (
    <>
      <PageHeader title="Kortingen" />
      <Tabs
        label="Soorten kortingen"
        value={kind.tab}
        onValueChange={selectTab}
        tabs={DISCOUNT_KINDS.map((each) => ({
          value: each.tab,
          label: each.tabLabel,
          content: (
            <DiscountsTab
              kind={each}
              discounts={discounts}
              today={today}
              onAdd={() => openForm(each)}
              onEdit={(discount) => openForm(kindOf(discount.discountType), discount)}
              onDelete={(discount) => {
                remove.reset();
                setToDelete({ discount, open: true });
              }}
            />
          ),
        }))}
      />
      {form && (
        <DiscountFormDialog
          key={form.key}
          kind={form.kind}
          discount={form.discount}
          today={today}
          open={form.open}
          onOpenChange={(open) => setForm((current) => current && { ...current, open })}
        />
      )}
      <DeleteDiscountDialog
        discount={toDelete.discount}
        open={toDelete.open}
        onOpenChange={(open) => !open && setToDelete((current) => ({ ...current, open: false }))}
        onConfirm={confirmDelete}
        removal={remove}
      />
    </>
  );
}
