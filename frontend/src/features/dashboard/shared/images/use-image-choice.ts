import { useEffect, useState } from 'react';
import { ImageRejected, prepareImage } from './prepare-image';

/** The image a form will send: the current one, none, or a newly chosen one prepared for upload. */
export type ImageChoice =
  { kind: 'current'; url: string } | { kind: 'none' } | { kind: 'new'; file: Blob; previewUrl: string };

/**
 * The image of the thing being edited: the current one, none, or a newly chosen one prepared for
 * upload; with the warnings and the refusal the owner should see.
 */
export function useImageChoice(currentUrl: string | null) {
  const [choice, setChoice] = useState<ImageChoice>(
    currentUrl ? { kind: 'current', url: currentUrl } : { kind: 'none' },
  );
  const [preparing, setPreparing] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);

  const previewUrl =
    choice.kind === 'new' ? choice.previewUrl : choice.kind === 'current' ? choice.url : null;

  // A chosen photo's preview lives in memory until it is replaced or the form closes.
  useEffect(() => {
    if (choice.kind !== 'new') return;
    return () => URL.revokeObjectURL(choice.previewUrl);
  }, [choice]);

  const select = async (file: File) => {
    setPreparing(true);
    setWarnings([]);
    setRejection(null);
    try {
      const prepared = await prepareImage(file);
      setChoice({ kind: 'new', file: prepared.file, previewUrl: URL.createObjectURL(prepared.file) });
      setWarnings(prepared.warnings);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      setRejection(error.message);
    } finally {
      setPreparing(false);
    }
  };

  const remove = () => {
    setChoice({ kind: 'none' });
    setWarnings([]);
    setRejection(null);
  };

  return { choice, previewUrl, preparing, warnings, rejection, select, remove };
}
