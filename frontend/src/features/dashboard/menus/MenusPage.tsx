import { useState } from 'react';
import { Plus, SearchX, UtensilsCrossed } from 'lucide-react';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Spinner,
  TextField,
  useToast,
} from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { PageHeader } from '../shared/PageHeader';
import { filterMenus } from './filter-menus';
import { MenuCard } from './MenuCard';
import { MenuFormDialog } from './MenuFormDialog';
import { MENU_FALLBACKS } from './menu-messages';
import { useDeleteMenu, useMenus, type Menu } from './menus-api';
import styles from './MenusPage.module.css';

/** Dialogs stay mounted while they animate closed; the key gives every opening a fresh form. */
interface DialogState {
  open: boolean;
  menu?: Menu;
  key: number;
}

/** /dashboard/menus: the shop's menus as cards, searchable by name, with add, edit and delete. */
export function Component() {
  const menus = useMenus();
  const remove = useDeleteMenu();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<DialogState>({ open: false, key: 0 });
  const [deleting, setDeleting] = useState<Omit<DialogState, 'key'>>({ open: false });

  const openForm = (menu?: Menu) => setForm((state) => ({ open: true, menu, key: state.key + 1 }));
  const closeForm = () => setForm((state) => ({ ...state, open: false }));
  const closeDelete = () => setDeleting((state) => ({ ...state, open: false }));

  const confirmDelete = () => {
    const menu = deleting.menu!;
    remove.mutate(menu._id, {
      onSuccess: () => toast.show({ title: `${menu.name} verwijderd`, tone: 'success' }),
      onError: (error) =>
        toast.show({
          title: 'Verwijderen mislukt',
          description: messageOf(error, MENU_FALLBACKS.delete),
          tone: 'error',
        }),
      onSettled: closeDelete,
    });
  };

  const addButton = (
    <Button onClick={() => openForm()}>
      <Plus aria-hidden size={18} /> Menu toevoegen
    </Button>
  );
  const shown = menus.data ? filterMenus(menus.data, search) : [];

  return (
    <>
      <PageHeader title="Menus" actions={menus.isSuccess && addButton} />
      {menus.isPending && <Spinner label="Menu's laden…" />}
      {menus.isError && (
        <Alert tone="error">
          {messageOf(menus.error, MENU_FALLBACKS.list)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void menus.refetch()}>
            Opnieuw proberen
          </Button>
        </Alert>
      )}
      {menus.isSuccess && menus.data.length === 0 && (
        <EmptyState
          icon={<UtensilsCrossed />}
          title="Je hebt nog geen menus aangemaakt"
          description="Bundel producten tot een menu met een eigen prijs, zoals een soep, een broodje en een drankje als lunchmenu."
          action={addButton}
        />
      )}
      {menus.isSuccess && menus.data.length > 0 && (
        <>
          <div className={styles.search} role="search">
            <TextField
              label="Zoeken"
              type="search"
              placeholder="Zoek menu's..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <p className={styles.count} role="status">
            {shown.length === menus.data.length
              ? `${menus.data.length} ${menus.data.length === 1 ? 'menu' : "menu's"}`
              : `${shown.length} van ${menus.data.length} menu's`}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={`Geen menu's gevonden voor ‘${search.trim()}’.`}
              action={
                <Button variant="secondary" onClick={() => setSearch('')}>
                  Zoekopdracht wissen
                </Button>
              }
            />
          ) : (
            <ul className={styles.grid}>
              {shown.map((menu) => (
                <li key={menu._id}>
                  <MenuCard
                    menu={menu}
                    onEdit={() => openForm(menu)}
                    onDelete={() => setDeleting({ open: true, menu })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <MenuFormDialog
        key={form.key}
        menu={form.menu}
        open={form.open}
        onOpenChange={(open) => !open && closeForm()}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => !open && closeDelete()}
        title="Menu verwijderen"
        message={`Weet je zeker dat je het menu "${deleting.menu?.name ?? ''}" wilt verwijderen?`}
        confirmLabel="Verwijderen"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </>
  );
}
