import { useEffect, useEffectEvent, useState } from 'react';

/** The spec's pause after a successful save: the success message shows this long, then the form closes. */
export const SUCCESS_CLOSE_DELAY_MS = 500;

/**
 * `markSaved(result)` shows the form as saved and calls `close(result)` after the pause; the timer
 * is cleared if the form goes away first.
 */
export function useCloseAfterSave<T = void>(close: (result: T) => void) {
  const [saved, setSaved] = useState<{ result: T } | null>(null);
  const closeNow = useEffectEvent((result: T) => close(result));

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => closeNow(saved.result), SUCCESS_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  return { saved: saved !== null, markSaved: (result: T) => setSaved({ result }) };
}
