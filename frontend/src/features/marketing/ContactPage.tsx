import { Mail, MessageCircle } from 'lucide-react';
import { Button } from '@bestelklaar/design-system';
import { PROVIDER_CHAT_URL, PROVIDER_EMAIL } from '../../lib/provider-contact';
import { INFO_MAIL } from './provider-mails';
import type { PageMeta } from './page-meta';
import { ProsePage } from './ProsePage';
import styles from './ContactPage.module.css';

export const handle: PageMeta = {
  title: 'Contact',
  description:
    'Neem contact op met Bestelklaar voor een demo, een gratis proefperiode of hulp bij het opzetten van je webshop.',
};

export function Component() {
  return (
    <ProsePage
      meta={handle}
      lead="Een vraag, een demo of hulp bij het opzetten van je webshop? We helpen je graag, per e-mail of via WhatsApp."
    >
      <div className={styles.channels}>
        <section className={styles.channel} aria-labelledby="contact-mail">
          <Mail aria-hidden="true" className={styles.icon} />
          <h2 id="contact-mail" className={styles.title}>
            E-mail
          </h2>
          <p>
            Stuur ons een bericht op <a href={INFO_MAIL}>{PROVIDER_EMAIL}</a>. Laat je telefoonnummer achter
            als je liever gebeld wordt.
          </p>
          <Button asChild variant="secondary">
            <a href={INFO_MAIL}>Stuur een e-mail</a>
          </Button>
        </section>
        <section className={styles.channel} aria-labelledby="contact-chat">
          <MessageCircle aria-hidden="true" className={styles.icon} />
          <h2 id="contact-chat" className={styles.title}>
            WhatsApp
          </h2>
          <p>Liever even chatten? Stuur ons een bericht via WhatsApp.</p>
          <Button asChild variant="secondary">
            <a href={PROVIDER_CHAT_URL} target="_blank" rel="noopener noreferrer">
              Chat via WhatsApp
            </a>
          </Button>
        </section>
      </div>
    </ProsePage>
  );
}
