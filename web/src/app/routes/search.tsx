import { SearchPage } from '../../features/search/components/search-page';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Trouver un Kooker');
  return <SearchPage />;
}
