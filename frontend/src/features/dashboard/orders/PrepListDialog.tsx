import { Alert, Button, DatePicker, EmptyState, Modal, Spinner, Switch } from '@bestelklaar/design-system';
import { allergenNames, todayIn, type PrepListView } from '@bestelklaar/domain';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { useShopTimeZone } from '../shared/dashboard-api';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { formatPickupDay, formatSlot } from '../shared/order-format';
import { usePrepList } from './orders-api';
import { KitchenNote } from './OrderLines';
import styles from './PrepList.module.css';

/** Whether the list leaves the orders picked up already out: this browser remembers the choice. */
const HIDE_PICKED_UP_KEY = 'prepListHidesPickedUp';

function useHidePickedUp(): [boolean, (hide: boolean) => void] {
  const [hide, setHide] = useState(() => localStorage.getItem(HIDE_PICKED_UP_KEY) === 'true');
  const remember = (next: boolean) => {
    localStorage.setItem(HIDE_PICKED_UP_KEY, String(next));
    setHide(next);
  };
  return [hide, remember];
}

/** What to prepare for a chosen day, per pickup slot; printable. */
export function PrepListDialog({
  open,
  onOpenChange,
  onPrint,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPrint(prepList: PrepListView): void;
}) {
  const timeZone = useShopTimeZone();
  // Today in the shop's calendar, not the device's: the kitchen stands in the shop's zone.
  const [date, setDate] = useState(() => todayIn(timeZone, new Date()));
  const [hidePickedUp, setHidePickedUp] = useHidePickedUp();
  const prepList = usePrepList(open ? date : '', hidePickedUp);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Voorbereidingslijst" size="lg">
      <div className={styles.controls}>
        <DatePicker label="Dag" value={date} onChange={(value) => value && setDate(value)} />
        <Button
          variant="secondary"
          disabled={!prepList.data}
          onClick={() => prepList.data && onPrint(prepList.data)}
        >
          <Printer aria-hidden size={18} />
          Afdrukken
        </Button>
        <Switch
          label="Afgehaalde bestellingen verbergen"
          checked={hidePickedUp}
          onCheckedChange={setHidePickedUp}
          className={styles.hidePickedUp}
        />
      </div>
      {prepList.isError ? (
        <Alert tone="error">{messageOf(prepList.error, ORDER_FALLBACKS.prepList)}</Alert>
      ) : !prepList.data ? (
        <Spinner label="Voorbereidingslijst laden…" />
      ) : (
        <PrepList prepList={prepList.data} />
      )}
    </Modal>
  );
}

/** The list itself: on screen in the dialog, and on paper. */
export function PrepList({ prepList }: { prepList: PrepListView }) {
  if (prepList.slots.length === 0) {
    return (
      <EmptyState
        title="Geen bestellingen gevonden."
        description={`Niets te doen op ${formatPickupDay(prepList.date)}.`}
      />
    );
  }
  return (
    <div className={styles.prepList}>
      <h2 className={styles.day}>Voorbereiding {formatPickupDay(prepList.date)}</h2>
      {prepList.slots.map((slot) => (
        <section key={slot.timeSlot.start} className={styles.slot} aria-label={formatSlot(slot.timeSlot)}>
          <h3 className={styles.slotTitle}>
            {formatSlot(slot.timeSlot)}
            <span className={styles.count}>
              {slot.orderCount === 1 ? '1 bestelling' : `${slot.orderCount} bestellingen`}
            </span>
          </h3>
          <ul className={styles.items}>
            {slot.items.map((item) => (
              <li key={item.name}>
                <span className={styles.item}>
                  <span className={styles.quantity}>{item.quantity}×</span> {item.name}
                </span>
                {item.allergens.length > 0 && (
                  <p className={styles.allergens}>
                    <strong>Allergenen:</strong> {allergenNames(item.allergens)}
                  </p>
                )}
                {item.options.length > 0 && (
                  <ul className={styles.options}>
                    {item.options.map((option) => (
                      <li key={option.text}>
                        {option.quantity}× {option.text}
                      </li>
                    ))}
                  </ul>
                )}
                {item.kitchenNotes.length > 0 && (
                  <ul className={styles.notes}>
                    {item.kitchenNotes.map((note) => (
                      <li key={note.text}>
                        <KitchenNote note={`${note.quantity}× ${note.text}`} className={styles.note} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
