import { Button } from '@bestelklaar/design-system';
import { Volume2 } from 'lucide-react';
import { useId } from 'react';
import { orderChime } from './order-chime';
import styles from './OrderAlert.module.css';

/** One click both allows the sound and asks for system notifications. */
export function SoundControl() {
  const explanation = useId();
  const allow = () => {
    void orderChime.unlock().then((allowed) => allowed && orderChime.ring());
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission();
    }
  };
  return (
    <div className={styles.sound}>
      <p id={explanation} className={styles.soundText}>
        Je browser laat nog geen geluid toe: zet het aan om nieuwe bestellingen te horen.
      </p>
      <Button size="sm" onClick={allow} aria-describedby={explanation}>
        <Volume2 aria-hidden size={18} />
        Geluid aanzetten
      </Button>
    </div>
  );
}
