import { useParams } from 'react-router';
import { EmptyState } from '@bestelklaar/design-system';
import { Store } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { shop = '' } = useParams();
  useDocumentTitle(shop);
  return (
    <EmptyState
      icon={<Store aria-hidden />}
      title={`Webshop ${shop}`}
      description="Deze webshop opent binnenkort. Kom later nog eens terug."
    />
  );
}
