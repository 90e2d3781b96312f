import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Print.module.css';

/** Marks the page while printing, so the print stylesheet shows only what is being printed. */
const PRINTING = 'printing';

/**
 * Prints one piece of the screen (a kitchen ticket, a prep list) through the browser's print dialog:
 * the piece is rendered outside the app, and while printing everything else is hidden.
 */
export function usePrint(): { print(content: ReactNode): void; printArea: ReactNode } {
  const [content, setContent] = useState<ReactNode>(null);

  useEffect(() => {
    if (content === null) return;
    document.body.classList.add(PRINTING);
    const done = () => {
      document.body.classList.remove(PRINTING);
      setContent(null);
    };
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(PRINTING);
    };
  }, [content]);

  const printArea =
    content === null ? null : createPortal(<div className={styles.printArea}>{content}</div>, document.body);
  return { print: setContent, printArea };
}
