import { Button } from '../Button/Button';

export interface FormDialogFooterProps {
  /** The id of the form Opslaan submits (the footer sits outside it, pinned below the scrolling body). */
  formId: string;
  onCancel(): void;
  /** While saving, Opslaan spins and Annuleren waits. */
  saving: boolean;
  /** E.g. just saved (the dialog closes by itself) or an image still being prepared. */
  saveDisabled?: boolean;
}

/** A form dialog's pinned buttons: Annuleren and Opslaan. */
export function FormDialogFooter({ formId, onCancel, saving, saveDisabled = false }: FormDialogFooterProps) {
  return (
    <>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
        Annuleren
      </Button>
      <Button type="submit" form={formId} loading={saving} disabled={saveDisabled}>
        Opslaan
      </Button>
    </>
  );
}
