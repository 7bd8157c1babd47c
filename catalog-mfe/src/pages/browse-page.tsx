import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function BrowsePage() {
  useDocumentMeta('Browse Courses by Provider', 'Browse Courses by Provider at Blueprint Academy.');
  return (
    <Container>
      <h1>Browse Courses by Provider</h1>
    </Container>
  );
}
