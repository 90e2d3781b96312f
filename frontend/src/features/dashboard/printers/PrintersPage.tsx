import { useState } from 'react';
import { Plus, Printer, Trash2 } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  useToast,
} from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { useShopTimeZone } from '../shared/dashboard-api';
import { LoadState } from '../shared/LoadState';
import { PageHeader } from '../shared/PageHeader';
import { AddPrinterDialog } from './AddPrinterDialog';
import { printerStateLabel } from './printer-state';
import { PRINTERS_FALLBACKS, usePrinters, useRemovePrinter, type PrinterView } from './printers-api';
import styles from './PrintersPage.module.css';

const waitingText = (n: number) =>
  n === 0 ? 'Niets te printen' : n === 1 ? '1 bon wacht' : `${n} bonnen wachten`;

/** /dashboard/printers (owners and managers): the kitchen's receipt printers and their state. */
export function Component() {
  const printers = usePrinters();
  const timeZone = useShopTimeZone();
  const toast = useToast();
  const remove = useRemovePrinter();
  const [adding, setAdding] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<{ open: boolean; printer?: PrinterView }>({ open: false });
  const closeRemove = () => setRemoving((state) => ({ ...state, open: false }));

  const addButton = (
    <Button onClick={() => setAdding((state) => ({ open: true, key: state.key + 1 }))}>
      <Plus aria-hidden size={18} /> Printer toevoegen
    </Button>
  );

  const confirmRemove = () => {
    const printer = removing.printer!;
    remove.mutate(printer.printerId, {
      onSuccess: () => {
        closeRemove();
        toast.show({ title: `${printer.name} is verwijderd`, tone: 'success' });
      },
    });
  };

  return (
    <>
      <PageHeader title="Printers" actions={printers.isSuccess && printers.data.length > 0 && addButton} />
      <LoadState query={printers} loading="Printers laden…" fallback={PRINTERS_FALLBACKS.fetch} />
      {printers.isSuccess &&
        (printers.data.length === 0 ? (
          <EmptyState
            icon={<Printer />}
            title="Nog geen printers"
            description="Voeg een bonprinter toe: elke betaalde bestelling komt er dan vanzelf uit, één keer."
            action={addButton}
          />
        ) : (
          <ul className={styles.list} aria-label="Printers">
            {printers.data.map((printer) => {
              const state = printerStateLabel(printer.state, timeZone);
              return (
                <li key={printer.printerId} className={styles.row}>
                  <div className={styles.who}>
                    <span className={styles.name}>{printer.name}</span>
                    <Badge tone={state.tone}>{state.label}</Badge>
                  </div>
                  <dl className={styles.facts}>
                    <div>
                      <dt>Papier</dt>
                      <dd>{printer.paperWidth} mm</dd>
                    </div>
                    <div>
                      <dt>Bestellingen</dt>
                      <dd>
                        {printer.collections === null
                          ? 'Alle'
                          : printer.collections.map(({ name }) => name).join(', ') || 'Geen collecties meer'}
                      </dd>
                    </div>
                    <div>
                      <dt>Exemplaren</dt>
                      <dd>{printer.copies}</dd>
                    </div>
                    <div>
                      <dt>Wachtrij</dt>
                      <dd>{waitingText(printer.jobsWaiting)}</dd>
                    </div>
                  </dl>
                  <IconButton
                    label={`${printer.name} verwijderen`}
                    icon={<Trash2 />}
                    variant="danger-outline"
                    onClick={() => {
                      remove.reset();
                      setRemoving({ open: true, printer });
                    }}
                  />
                </li>
              );
            })}
          </ul>
        ))}
      <AddPrinterDialog
        key={adding.key}
        open={adding.open}
        onOpenChange={(open) => setAdding((state) => ({ ...state, open }))}
      />
      <ConfirmDialog
        open={removing.open}
        onOpenChange={(open) => !open && closeRemove()}
        title="Printer verwijderen"
        message={
          <>
            {remove.isError && (
              <Alert tone="error">{messageOf(remove.error, PRINTERS_FALLBACKS.remove)}</Alert>
            )}
            <p>
              Weet je zeker dat je {removing.printer?.name ?? ''} wilt verwijderen? Het adres in de printer
              werkt dan niet meer, en bonnen die nog wachten worden niet meer afgedrukt.
            </p>
          </>
        }
        confirmLabel="Verwijderen"
        onConfirm={confirmRemove}
        busy={remove.isPending}
      />
    </>
  );
}
