import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Dialogs stay mounted while they animate closed; the key gives every opening a fresh form. */
export interface FormDialogState<Item> {
  open: boolean;
  item?: Item;
  key: number;
}

/**
 * The add/edit dialog's state. With `addFromUrl`, ?add=true opens the add dialog on arrival and closing
 * it removes the flag: the dialog's own state opens and closes it at once, the URL flag follows, so a
 * reload or a link can open it.
 */
export function useFormDialog<Item>(addFromUrl: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<FormDialogState<Item>>(() => ({
    open: addFromUrl && searchParams.get('add') === 'true',
    key: 0,
  }));

  const setAddFlag = (on: boolean) =>
    setSearchParams(
      (params) => {
        if (on) params.set('add', 'true');
        else params.delete('add');
        return params;
      },
      { replace: true },
    );
  const openForm = (item?: Item) => {
    setForm((state) => ({ open: true, item, key: state.key + 1 }));
    if (addFromUrl && !item) setAddFlag(true);
  };
  const closeForm = () => {
    setForm((state) => ({ ...state, open: false }));
    if (addFromUrl && searchParams.has('add')) setAddFlag(false);
  };
  return { form, openForm, closeForm };
}
