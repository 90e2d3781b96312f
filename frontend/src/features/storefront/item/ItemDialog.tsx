import type { ShopItem } from '@bestelklaar/domain';
import { lazy, Suspense, useState } from 'react';
import type { EditedLine } from './edited-line';

export interface ItemDialogProps {
  /** The item to show; null closes the window. */
  item: ShopItem | null;
  onClose(): void;
  /** Edits this cart line's options ('Opties bijwerken') instead of adding ('Toevoegen aan Winkelmandje'). */
  line?: EditedLine;
}

interface Opening {
  item: ShopItem | null;
  line: EditedLine | undefined;
  open: boolean;
  /** Counts the openings, so each one starts from the item's own selection. */
  count: number;
}

/** The window and its dialog code arrive with the first opening: the shop's first paint needs neither. */
const ItemWindow = lazy(() => import('./ItemWindow').then((module) => ({ default: module.ItemWindow })));

const itemKey = (item: ShopItem | null, line: EditedLine | undefined) =>
  item ? `${item.type}:${item._id}:${line?.id ?? ''}` : '';

/**
 * The product window (see ItemWindow) for the item given, or none. It needs the cart (a
 * `CartProvider`) around it.
 */
export function ItemDialog({ item, onClose, line }: ItemDialogProps) {
  const open = item !== null;
  const [opening, setOpening] = useState<Opening>({ item, line, open, count: 0 });
  const reopened = open && (!opening.open || itemKey(item, line) !== itemKey(opening.item, opening.line));
  if (reopened) setOpening({ item, line, open, count: opening.count + 1 });
  // Fresh data for the same opening (e.g. the shop's data was read again) keeps what was chosen.
  else if (open && (item !== opening.item || line !== opening.line)) setOpening({ ...opening, item, line });
  // Closing keeps the item, so the window keeps its content while it fades out.
  else if (!open && opening.open) setOpening({ ...opening, open });

  if (opening.item === null) return null;
  return (
    <Suspense fallback={null}>
      <ItemWindow key={opening.count} item={opening.item} line={opening.line} open={open} onClose={onClose} />
    </Suspense>
  );
}
