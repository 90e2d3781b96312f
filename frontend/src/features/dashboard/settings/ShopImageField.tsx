import { Alert, ImageUpload } from '@bestelklaar/design-system';
import type { useImageChoice } from '../shared/images/use-image-choice';

/** The logo or banner picker with its preview, and the warnings about the chosen file. */
export function ShopImageField({
  label,
  hint,
  image,
  error,
  disabled,
}: {
  label: string;
  hint: string;
  image: ReturnType<typeof useImageChoice>;
  error?: string;
  disabled: boolean;
}) {
  return (
    <div>
      <ImageUpload
        label={label}
        hint={hint}
        previewUrl={image.previewUrl}
        onSelect={(file) => void image.select(file)}
        onRemove={image.remove}
        busy={image.preparing}
        disabled={disabled}
        error={image.rejection ?? error}
      />
      {image.warnings.length > 0 && (
        <Alert tone="warning">
          {image.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </Alert>
      )}
    </div>
  );
}
