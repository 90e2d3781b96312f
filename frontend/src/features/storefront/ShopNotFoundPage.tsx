import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, EmptyState } from '@bestelklaar/design-system';
import { SearchX } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { i18n } from '../../i18n/i18n';

/**
 * Outside the shop's pages (no I18nProvider here): in the language the customer's shop page last
 * showed, Dutch otherwise.
 */
export function Component() {
  useDocumentTitle(t`Webshop niet gevonden`);
  return (
    <I18nProvider i18n={i18n}>
      <EmptyState
        icon={<SearchX aria-hidden />}
        title={t`Webshop niet gevonden`}
        description={t`Deze webshop bestaat niet of is nog niet gelanceerd. Controleer het adres.`}
        action={
          <Button asChild>
            <Link to="/">
              <Trans>Ga naar homepagina</Trans>
            </Link>
          </Button>
        }
      />
    </I18nProvider>
  );
}
