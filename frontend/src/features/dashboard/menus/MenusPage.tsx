import { PageHeader } from '../PageHeader';

export function Component() {
  return <PageHeader title="Menus" />;
}
