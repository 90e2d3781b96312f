import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './Announcer.module.css';

export interface Announcement {
  /** A new id for every message, so saying the same thing twice is heard twice. */
  id: number;
  text: string;
  /** Also shown for a moment at the bottom of the screen (an item added), not only announced. */
  visible?: boolean;
}

/** How long a shown message stays: long enough to read, short enough not to cover the page. */
export const SHOWN_MESSAGE_MS = 2_500;

function LiveMessage({ text, visible }: { text: string; visible: boolean }) {
  const [shown, setShown] = useState('');
  const [done, setDone] = useState(false);
  // A live region speaks only about changes after it exists: fill it a moment after it appears.
  useEffect(() => {
    const timer = setTimeout(() => setShown(text), 50);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setDone(true), SHOWN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return (
    <div role="status" aria-live="polite" className={visible && !done ? styles.shown : styles.visuallyHidden}>
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
  return createPortal(
    <LiveMessage key={announcement.id} text={announcement.text} visible={announcement.visible ?? false} />,
    document.body,
  );
}
