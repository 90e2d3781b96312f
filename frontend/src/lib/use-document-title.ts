import { useEffect } from 'react';

/** Sets the tab title to "<page> · Bestelklaar". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Bestelklaar`;
  }, [title]);
}
