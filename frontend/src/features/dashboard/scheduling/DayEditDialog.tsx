import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, ChoiceList, DayScheduleEditor, Modal, FormDialogFooter } from '@bestelklaar/design-system';
import {
  newSlotAfter,
  TIME_CHOICES,
  validateDaySlots,
  WEEKDAYS_FROM_MONDAY,
  weekdayLabel,
  type TimeSlot,
  type Weekday,
} from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import type { ScheduleKind } from '../shared/schedule-kinds';
import { useReplaceDay } from './scheduling-api';
import styles from './WeekSchedule.module.css';
import { useCloseAfterSave } from '../shared/use-close-after-save';

/** The server names a slot's problem 'slots.{index}' (or a field of it); the editor shows it by index. */
function serverSlotErrors(error: unknown): (string | undefined)[] {
  const errors: (string | undefined)[] = [];
  if (!(error instanceof ApiError)) return errors;
  for (const [field, message] of Object.entries(error.fields)) {
    const match = /^slots\.(\d+)/.exec(field);
    if (match) errors[Number(match[1])] ??= message;
  }
  return errors;
}

/**
 * Edits one weekday's slots in a dialog whose Annuleren and Opslaan stay in view below the slots;
 * the same rules as the server are checked while editing. The day's slots can be copied to other days in
 * the same save, replacing theirs, so a week of equal days is one edit. Give it a new key for every opening.
 */
export function DayEditDialog({
  kind,
  day,
  initialSlots,
  open,
  onOpenChange,
}: {
  kind: ScheduleKind;
  day: Weekday;
  initialSlots: readonly TimeSlot[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const replaceDay = useReplaceDay(kind);
  const [slots, setSlots] = useState<TimeSlot[]>([...initialSlots]);
  const [copyTo, setCopyTo] = useState<Weekday[]>([]);
  const [serverErrors, setServerErrors] = useState<(string | undefined)[]>([]);
  const close = () => onOpenChange(false);
  const { saved, markSaved } = useCloseAfterSave(close);
  const localErrors = validateDaySlots(slots);
  const errors = slots.map((_, index) => localErrors[index] ?? serverErrors[index]);
  const nextSlot = newSlotAfter(slots);

  const change = (next: TimeSlot[]) => {
    setSlots(next);
    setServerErrors([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (localErrors.some(Boolean)) {
      formRef.current?.querySelector<HTMLSelectElement>('select[aria-invalid="true"]')?.focus();
      return;
    }
    replaceDay.mutate(
      // In week order, whatever order they were ticked in.
      { day, slots, copyTo: WEEKDAYS_FROM_MONDAY.filter((other) => copyTo.includes(other)) },
      {
        onSuccess: () => markSaved(),
        onError: (error) => setServerErrors(serverSlotErrors(error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !replaceDay.isPending && onOpenChange(next)}
      title={kind.editTitle(weekdayLabel(day))}
      description="Kies start- en eindtijden in stappen van 15 minuten."
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={close}
          saving={replaceDay.isPending}
          saveDisabled={saved}
        />
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {replaceDay.isError && <Alert tone="error">{messageOf(replaceDay.error, kind.saveFallback)}</Alert>}
        {saved && <Alert tone="success">{kind.savedMessage}</Alert>}
        <DayScheduleEditor
          slots={slots}
          onChange={change}
          times={TIME_CHOICES}
          slotLabel={kind.slotLabel}
          errors={errors}
          onAdd={() => nextSlot && change([...slots, nextSlot])}
          canAdd={nextSlot !== undefined}
          addLabel={kind.addLabel}
          emptyText={kind.emptyEditor}
          disabled={replaceDay.isPending || saved}
        />
        <ChoiceList
          label="Kopieer naar andere dagen"
          hint={`De gekozen dagen krijgen bij Opslaan dezelfde tijden als ${weekdayLabel(day).toLowerCase()}; hun eigen tijden vervallen.`}
          type="multiple"
          options={WEEKDAYS_FROM_MONDAY.filter((other) => other !== day).map((other) => ({
            value: other,
            label: weekdayLabel(other),
          }))}
          value={copyTo}
          onChange={(chosen) => setCopyTo(chosen as Weekday[])}
          disabled={replaceDay.isPending || saved}
        />
      </form>
    </Modal>
  );
}
