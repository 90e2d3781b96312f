import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './Announcer.module.css';

export interface Announcement {
  /** A new id for every message, so saying the same thing twice is heard twice. */
  id: number;
  text: string;
}

function LiveMessage({ text }: { text: string }) {
  const [shown, setShown] = useState('');
  // A live region speaks only about changes after it exists: fill it a moment after it appears.
  useEffect(() => {
    const timer = setTimeout(() => setShown(text), 50);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div role="status" aria-live="polite" className={styles.visuallyHidden}>
      {shown}
    </div>
  );
}

/**
 * Tells screen readers what changed in the cart. Each message gets a fresh region at the end of the
 * page: an open dialog hides the page around it from assistive technology when it opens, but not a
 * region made after that, so a message from within the cart or the product window is heard too.
 */
export function Announcer({ announcement }: { announcement: Announcement | null }) {
  if (!announcement) return null;
  return createPortal(<LiveMessage key={announcement.id} text={announcement.text} />, document.body);
}
