import { ImagePlus } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { useFieldIds } from '../Field/useFieldIds';
import { Spinner } from '../Spinner/Spinner';
import styles from './ImageUpload.module.css';

export interface ImageUploadProps {
  label: string;
  /** The image shown now (the current one, or the one just chosen); null for none. */
  previewUrl: string | null;
  onSelect(file: File): void;
  /** Without it, an image cannot be removed, only replaced. */
  onRemove?(): void;
  accept?: string;
  /** While the chosen file is being prepared. */
  busy?: boolean;
  error?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/** Choose a photo by button or by dropping it on the field, see it, replace or remove it. */
export function ImageUpload({
  label,
  previewUrl,
  onSelect,
  onRemove,
  accept = 'image/*',
  busy = false,
  error,
  hint,
  disabled = false,
  className,
}: ImageUploadProps) {
  const ids = useFieldIds({ hint, error });
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inactive = disabled || busy;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is noticed too.
    event.target.value = '';
    if (file) onSelect(file);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !inactive) onSelect(file);
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        data-disabled={inactive || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!inactive) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {previewUrl ? (
          <img src={previewUrl} alt="Voorbeeld van de afbeelding" className={styles.preview} />
        ) : (
          <div className={styles.placeholder}>
            <ImagePlus className={styles.placeholderIcon} aria-hidden="true" />
            <span>Sleep een afbeelding hierheen of kies er een.</span>
          </div>
        )}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={inactive}
            onClick={() => input.current?.click()}
          >
            {previewUrl ? 'Andere afbeelding kiezen' : 'Kies een afbeelding'}
          </Button>
          {previewUrl && onRemove && (
            <Button type="button" variant="ghost" size="sm" disabled={inactive} onClick={onRemove}>
              Afbeelding verwijderen
            </Button>
          )}
        </div>
        {busy && (
          <div className={styles.busy}>
            <Spinner label="Afbeelding voorbereiden…" />
          </div>
        )}
      </div>
      <input
        ref={input}
        id={ids.control}
        type="file"
        accept={accept}
        tabIndex={-1}
        disabled={inactive}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={choose}
        className={fieldStyles.visuallyHidden}
      />
    </Field>
  );
}
