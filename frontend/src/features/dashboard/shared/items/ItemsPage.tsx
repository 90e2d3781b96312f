import { Fragment, useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Alert, Button, ConfirmDialog, EmptyState, Spinner, useToast } from '@bestelklaar/design-system';
import { messageOf } from '../../../../api/api-error';
import { PageHeader } from '../PageHeader';
import { useFormDialog } from './use-form-dialog';

/** One kind's words on its list screen. */
export interface ItemsPageTexts {
  title: string;
  loading: string;
  add: string;
  /** Shown when the list cannot be read and the server gives no message. */
  listFallback: string;
  deleteTitle: string;
  deleteFallback: string;
  empty: { icon: ReactNode; title: string; description: string };
}

interface Item {
  _id: string;
  name: string;
}

export interface ItemActions<T> {
  onEdit(item: T): void;
  onDelete(item: T): void;
}

export interface ItemsPageProps<T extends Item> {
  texts: ItemsPageTexts;
  items: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, string>;
  /** After a deletion, besides the toast: what else the kind refreshes. */
  onDeleted?(): void;
  /** ?add=true opens the add dialog on arrival, and closing it removes the flag. */
  addFromUrl?: boolean;
  deleteMessage(item: T | undefined): ReactNode;
  /** The kind's filters, count and cards, for a shop that has at least one. */
  renderList(items: T[], actions: ItemActions<T>): ReactNode;
  renderForm(dialog: { item?: T; open: boolean; onOpenChange(open: boolean): void }): ReactNode;
}

/** A list screen of one item kind: header, loading, error, empty state, the list, its form and deletion. */
export function ItemsPage<T extends Item>({
  texts,
  items,
  remove,
  onDeleted,
  addFromUrl = false,
  deleteMessage,
  renderList,
  renderForm,
}: ItemsPageProps<T>) {
  const toast = useToast();
  const { form, openForm, closeForm } = useFormDialog<T>(addFromUrl);
  const [deleting, setDeleting] = useState<{ open: boolean; item?: T }>({ open: false });
  const closeDelete = () => setDeleting((state) => ({ ...state, open: false }));

  const confirmDelete = () => {
    const item = deleting.item!;
    remove.mutate(item._id, {
      onSuccess: () => {
        toast.show({ title: `${item.name} verwijderd`, tone: 'success' });
        onDeleted?.();
      },
      onError: (error) =>
        toast.show({
          title: 'Verwijderen mislukt',
          description: messageOf(error, texts.deleteFallback),
          tone: 'error',
        }),
      onSettled: closeDelete,
    });
  };

  const addButton = (
    <Button onClick={() => openForm()}>
      <Plus aria-hidden size={18} /> {texts.add}
    </Button>
  );

  return (
    <>
      <PageHeader title={texts.title} actions={items.isSuccess && addButton} />
      {items.isPending && <Spinner label={texts.loading} />}
      {items.isError && (
        <Alert tone="error">
          {messageOf(items.error, texts.listFallback)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void items.refetch()}>
            Opnieuw proberen
          </Button>
        </Alert>
      )}
      {items.isSuccess && items.data.length === 0 && (
        <EmptyState
          icon={texts.empty.icon}
          title={texts.empty.title}
          description={texts.empty.description}
          action={addButton}
        />
      )}
      {items.isSuccess &&
        items.data.length > 0 &&
        renderList(items.data, {
          onEdit: (item) => openForm(item),
          onDelete: (item) => setDeleting({ open: true, item }),
        })}
      <Fragment key={form.key}>
        {renderForm({ item: form.item, open: form.open, onOpenChange: (open) => !open && closeForm() })}
      </Fragment>
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => !open && closeDelete()}
        title={texts.deleteTitle}
        message={deleteMessage(deleting.item)}
        confirmLabel="Verwijderen"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </>
  );
}
