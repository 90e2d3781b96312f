import { useEffect } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PageMeta } from './page-meta';

/** Sets the tab title and the meta description for as long as the page is shown. */
export function usePageMeta({ title, description }: PageMeta): void {
  useDocumentTitle(title);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
