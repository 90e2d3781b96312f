import { useState } from 'react';
import { Pencil, Plus, TreePalm, Trash2 } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Spinner,
  useToast,
  type BadgeTone,
} from '@bestelklaar/design-system';
import { formatDutchDate, todayIn } from '@bestelklaar/domain';
import { useShopTimeZone } from '../shared/dashboard-api';
import { messageOf } from '../../../api/api-error';
import {
  useDeleteVacationMode,
  useVacationModes,
  VACATION_FALLBACK,
  type VacationMode,
} from './scheduling-api';
import { VacationFormDialog } from './VacationFormDialog';
import styles from './VacationTab.module.css';

const period = (vacation: VacationMode) =>
  `${formatDutchDate(vacation.vacationModeStart)} - ${formatDutchDate(vacation.vacationModeEnd)}`;

function phaseOf(vacation: VacationMode, today: string): { label: string; tone: BadgeTone } {
  if (vacation.vacationModeEnd < today) return { label: 'Voorbij', tone: 'neutral' };
  if (vacation.vacationModeStart <= today) return { label: 'Loopt nu', tone: 'warning' };
  return { label: 'Gepland', tone: 'info' };
}

/** The vacation periods: the shop takes no pickups on any day of them. */
export function VacationTab() {
  const vacations = useVacationModes();
  const remove = useDeleteVacationMode();
  const toast = useToast();
  const today = todayIn(useShopTimeZone(), new Date());
  // Kept while the dialog closes, so its content does not vanish mid-animation; the key gives every
  // opening a fresh form.
  const [form, setForm] = useState<{ period?: VacationMode; open: boolean; key: number } | null>(null);
  const [toDelete, setToDelete] = useState<VacationMode | null>(null);

  const openForm = (vacation?: VacationMode) =>
    setForm((current) => ({ period: vacation, open: true, key: (current?.key ?? 0) + 1 }));

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(null);
        toast.show({ title: 'Vakantiemodus verwijderd', tone: 'success' });
      },
    });
  };

  const addButton = (
    <Button onClick={() => openForm()}>
      <Plus aria-hidden size={18} /> Vakantie toevoegen
    </Button>
  );

  return (
    <div className={styles.tab}>
      <div className={styles.intro}>
        <p className={styles.lead}>
          Tijdens een vakantie kunnen klanten geen ophaaldag kiezen. Begin- en einddatum tellen mee.
        </p>
        {vacations.data && vacations.data.length > 0 && addButton}
      </div>
      {vacations.isPending && <Spinner label="Vakantiemodus laden…" />}
      {vacations.isError && (
        <Alert tone="error">
          <p className={styles.errorText}>{messageOf(vacations.error, VACATION_FALLBACK)}</p>
          <Button variant="secondary" size="sm" onClick={() => void vacations.refetch()}>
            Opnieuw proberen
          </Button>
        </Alert>
      )}
      {vacations.data?.length === 0 && (
        <EmptyState icon={<TreePalm />} title="Geen vakantiemodus ingesteld." action={addButton} />
      )}
      {vacations.data && vacations.data.length > 0 && (
        <ul className={styles.list}>
          {vacations.data.map((vacation) => {
            const phase = phaseOf(vacation, today);
            return (
              <li key={vacation._id} className={styles.item} data-phase={phase.label}>
                <div className={styles.details}>
                  <p className={styles.period}>
                    {period(vacation)} <Badge tone={phase.tone}>{phase.label}</Badge>
                  </p>
                  <p className={styles.reason}>{vacation.vacationModeReason}</p>
                </div>
                <div className={styles.actions}>
                  <IconButton
                    label={`Vakantie ${period(vacation)} bewerken`}
                    icon={<Pencil />}
                    onClick={() => openForm(vacation)}
                  />
                  <IconButton
                    label={`Vakantie ${period(vacation)} verwijderen`}
                    icon={<Trash2 />}
                    variant="danger-outline"
                    onClick={() => {
                      remove.reset();
                      setToDelete(vacation);
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {form && (
        <VacationFormDialog
          key={form.key}
          period={form.period}
          open={form.open}
          onOpenChange={(open) => setForm((current) => current && { ...current, open })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Vakantie verwijderen"
        message={
          <>
            {remove.isError && <Alert tone="error">{messageOf(remove.error, VACATION_FALLBACK)}</Alert>}
            <p>Weet je zeker dat je de vakantiemodus van {toDelete && period(toDelete)} wilt verwijderen?</p>
          </>
        }
        confirmLabel="Verwijderen"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
