import { useId } from 'react';

export interface FieldIds {
  /** The control's id, for the label's htmlFor. */
  control: string;
  label: string;
  hint: string;
  error: string;
  /** The hint and error that are shown, plus any ids the caller adds; undefined when there are none. */
  describedBy: string | undefined;
}

interface FieldIdsOptions {
  /** The caller's id for the control; a generated one otherwise. */
  id?: string;
  hint?: string;
  error?: string;
  /** Ids from the caller's own aria-describedby, kept after the hint and error. */
  describedBy?: string;
}

/** The ids that tie a field's label, hint and error to its control. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsOptions = {}): FieldIds {
  const generatedId = useId();
  const control = id ?? generatedId;
  const hintId = `${control}-hint`;
  const errorId = `${control}-error`;
  return {
    control,
    label: `${control}-label`,
    hint: hintId,
    error: errorId,
    describedBy: [hint && hintId, error && errorId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}
