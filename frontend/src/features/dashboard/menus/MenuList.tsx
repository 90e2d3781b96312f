import { useState } from 'react';
import { SearchX } from 'lucide-react';
import { Button, EmptyState, TextField } from '@bestelklaar/design-system';
import { ItemCount } from '../shared/items/ItemCount';
import { ItemGrid } from '../shared/items/ItemGrid';
import type { ItemActions } from '../shared/items/ItemsPage';
import { useMenuSoldOut, type Menu } from '../shared/items/menus-api';
import { filterMenus } from './filter-menus';
import { MenuCard } from './MenuCard';
import styles from './MenusPage.module.css';

/** The menus as cards, searchable by name. */
export function MenuList({ menus, onEdit, onDelete }: { menus: Menu[] } & ItemActions<Menu>) {
  const [search, setSearch] = useState('');
  const shown = filterMenus(menus, search);
  const soldOut = useMenuSoldOut();
  return (
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
      <ItemCount shown={shown.length} total={menus.length} noun={{ one: 'menu', many: "menu's" }} />
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
        <ItemGrid
          items={shown}
          renderCard={(menu) => (
            <MenuCard
              menu={menu}
              soldOut={soldOut}
              onEdit={() => onEdit(menu)}
              onDelete={() => onDelete(menu)}
            />
          )}
        />
      )}
    </>
  );
}
