import { useState } from 'react';
import { LayoutGrid, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  Alert,
  Button,
  CollectionIcon,
  ConfirmDialog,
  EmptyState,
  IconButton,
  SortableTable,
  Spinner,
  useToast,
  type SortableTableColumn,
} from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { PageHeader } from '../shared/PageHeader';
import { CollectionFormDialog } from './CollectionFormDialog';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { useCollections, type Collection } from '../shared/collections-queries';
import { useDeleteCollection, useReorderCollections } from './collections-api';
import styles from './CollectionsPage.module.css';

/** Dialogs stay mounted while they animate closed, so they keep showing the collection they were opened for. */
interface DialogState {
  open: boolean;
  collection?: Collection;
  /** A fresh form for every opening. */
  key: number;
}

/** /dashboard/collecties: the shop's collections in order, to add, edit, reorder and delete. */
export function Component() {
  const collections = useCollections();
  const reorder = useReorderCollections();
  const remove = useDeleteCollection();
  const toast = useToast();
  const [form, setForm] = useState<DialogState>({ open: false, key: 0 });
  const [deleting, setDeleting] = useState<Omit<DialogState, 'key'>>({ open: false });
  const openForm = (collection?: Collection) =>
    setForm((state) => ({ open: true, collection, key: state.key + 1 }));
  const closeForm = () => setForm((state) => ({ ...state, open: false }));
  const closeDelete = () => setDeleting((state) => ({ ...state, open: false }));

  const saveOrder = (ordered: Collection[]) =>
    reorder.mutate(ordered, {
      onSuccess: () => toast.show({ title: 'Volgorde opgeslagen', tone: 'success', durationMs: 2500 }),
      onError: (error) =>
        toast.show({
          title: 'Volgorde niet opgeslagen',
          description: messageOf(error, COLLECTION_FALLBACKS.reorder),
          tone: 'error',
        }),
    });

  const confirmDelete = () => {
    const collection = deleting.collection!;
    remove.mutate(collection._id, {
      onSuccess: () => toast.show({ title: `Collectie ${collection.name} verwijderd`, tone: 'success' }),
      onError: (error) =>
        toast.show({
          title: 'Verwijderen mislukt',
          description: messageOf(error, COLLECTION_FALLBACKS.delete),
          tone: 'error',
        }),
      onSettled: closeDelete,
    });
  };

  const columns: SortableTableColumn<Collection>[] = [
    { header: 'Icoon', fit: true, cell: (collection) => <CollectionIcon icon={collection.icon} /> },
    { header: 'Naam', cell: (collection) => collection.name },
    {
      header: 'Acties',
      fit: true,
      align: 'end',
      cell: (collection) => (
        <>
          <IconButton
            label={`${collection.name} bewerken`}
            icon={<Pencil />}
            onClick={() => openForm(collection)}
          />
          <IconButton
            label={`${collection.name} verwijderen`}
            icon={<Trash2 />}
            variant="danger-outline"
            onClick={() => setDeleting({ open: true, collection })}
          />
        </>
      ),
    },
  ];

  const addButton = (
    <Button onClick={() => openForm()}>
      <Plus aria-hidden size={18} /> Collectie toevoegen
    </Button>
  );

  return (
    <>
      <PageHeader title="Collecties" actions={collections.isSuccess && addButton} />
      {collections.isPending && <Spinner label="Collecties laden…" />}
      {collections.isError && (
        <Alert tone="error">
          {messageOf(collections.error, COLLECTION_FALLBACKS.fetch)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void collections.refetch()}>
            Opnieuw proberen
          </Button>
        </Alert>
      )}
      {collections.isSuccess && collections.data.length === 0 && (
        <EmptyState
          icon={<LayoutGrid />}
          title="Je hebt nog geen collecties aangemaakt."
          description="Met collecties groepeer je je producten op je webshop, bijvoorbeeld Broodjes, Soepen en Dranken."
          action={addButton}
        />
      )}
      {collections.isSuccess && collections.data.length > 0 && (
        <>
          <p className={styles.intro}>
            Sleep een collectie aan het handvat om de volgorde op je webshop te wijzigen, of gebruik spatie en
            de pijltjestoetsen. De nieuwe volgorde wordt meteen bewaard.
          </p>
          <SortableTable
            caption="Collecties"
            items={collections.data}
            getId={(collection) => collection._id}
            getLabel={(collection) => collection.name}
            columns={columns}
            onReorder={saveOrder}
          />
        </>
      )}
      <CollectionFormDialog
        key={form.key}
        open={form.open}
        collection={form.collection}
        onOpenChange={(open) => !open && closeForm()}
        onSaved={(collection) => {
          closeForm();
          toast.show({ title: `Collectie ${collection.name} opgeslagen`, tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => !open && closeDelete()}
        title="Collectie verwijderen"
        message={`Weet je zeker dat je de collectie "${deleting.collection?.name ?? ''}" wilt verwijderen? De producten in deze collectie blijven bestaan, maar horen dan bij geen collectie meer.`}
        confirmLabel="Verwijderen"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </>
  );
}
