import { PROVIDER_CHAT_URL, PROVIDER_EMAIL } from '../../lib/provider-contact';
import { ProsePage } from './ProsePage';

export function Component() {
  return (
    <ProsePage title="Contact">
      <p>Een vraag, een demo of hulp bij het opzetten van je webshop? We helpen je graag.</p>
      <ul>
        <li>
          E-mail: <a href={`mailto:${PROVIDER_EMAIL}`}>{PROVIDER_EMAIL}</a>
        </li>
        <li>
          Chat:{' '}
          <a href={PROVIDER_CHAT_URL} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </li>
      </ul>
    </ProsePage>
  );
}
