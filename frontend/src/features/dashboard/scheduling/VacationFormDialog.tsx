import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import {
  Alert,
  DateRangeField,
  Modal,
  Switch,
  TextField,
  FormDialogFooter,
} from '@bestelklaar/design-system';
import {
  todayIn,
  VACATION_REASON_MAX_LENGTH,
  fieldError,
  parseVacation,
  type VacationInput,
} from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveVacationMode, VACATION_FALLBACK, type VacationMode } from './scheduling-api';
import styles from './VacationTab.module.css';
import { useShopTimeZone } from '../shared/dashboard-api';
import { useCloseAfterSave } from '../shared/use-close-after-save';

const EMPTY: VacationInput = {
  vacationModeStart: '',
  vacationModeEnd: '',
  vacationModeReason: '',
  allowPreOrders: false,
};

/**
 * Adds a vacation period, or edits `period`, in a dialog whose Annuleren and Opslaan stay in view;
 * the rules are the server's, checked on blur and change. Give it a new key for every opening.
 */
export function VacationFormDialog({
  period,
  open,
  onOpenChange,
}: {
  period?: VacationMode;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const formId = useId();
  const save = useSaveVacationMode();
  const close = () => onOpenChange(false);
  const { saved, markSaved } = useCloseAfterSave(close);
  // The dashboard judges "today" in the shop's zone; the server re-checks it.
  const today = todayIn(useShopTimeZone(), new Date());
  const currentStart = period?.vacationModeStart;
  const { control, register, handleSubmit, setError, formState } = useForm<VacationInput>({
    mode: 'onTouched',
    defaultValues: period
      ? {
          vacationModeStart: period.vacationModeStart,
          vacationModeEnd: period.vacationModeEnd,
          vacationModeReason: period.vacationModeReason,
          allowPreOrders: period.allowPreOrders,
        }
      : EMPTY,
  });
  const rule = (field: keyof VacationInput) => ({
    validate: (_value: string, values: VacationInput) =>
      fieldError(parseVacation(values, { today, currentStart }), field) ?? true,
  });
  const start = useController({
    control,
    name: 'vacationModeStart',
    rules: { ...rule('vacationModeStart'), deps: ['vacationModeEnd'] },
  });
  const end = useController({ control, name: 'vacationModeEnd', rules: rule('vacationModeEnd') });
  const preOrders = useController({ control, name: 'allowPreOrders' });
  const errors = formState.errors;

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: period?._id, input },
      {
        onSuccess: () => markSaved(),
        onError: (error) => applyServerFieldErrors(error, setError),
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={period ? 'Vakantie bewerken' : 'Vakantie toevoegen'}
      footer={
        <FormDialogFooter formId={formId} onCancel={close} saving={save.isPending} saveDisabled={saved} />
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {save.isError && <Alert tone="error">{messageOf(save.error, VACATION_FALLBACK)}</Alert>}
        {saved && <Alert tone="success">Vakantiemodus opgeslagen</Alert>}
        <DateRangeField
          legend="Periode"
          required
          min={currentStart && currentStart < today ? currentStart : today}
          value={{ start: start.field.value, end: end.field.value }}
          onChange={(range) => {
            if (range.start !== start.field.value) start.field.onChange(range.start);
            if (range.end !== end.field.value) end.field.onChange(range.end);
          }}
          onBlur={(field) => (field === 'start' ? start.field.onBlur() : end.field.onBlur())}
          errors={{ start: errors.vacationModeStart?.message, end: errors.vacationModeEnd?.message }}
          startRef={start.field.ref}
          endRef={end.field.ref}
        />
        <TextField
          label="Reden"
          required
          maxLength={VACATION_REASON_MAX_LENGTH}
          hint="Alleen voor jezelf; klanten zien enkel dat je gesloten bent."
          error={errors.vacationModeReason?.message}
          {...register('vacationModeReason', rule('vacationModeReason'))}
        />
        <Switch
          label="Bestellingen voor na de vakantie toelaten"
          hint="Klanten kunnen tijdens je vakantie al bestellen om af te halen na je vakantie."
          checked={preOrders.field.value}
          onCheckedChange={preOrders.field.onChange}
        />
      </form>
    </Modal>
  );
}
