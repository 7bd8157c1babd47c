import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function BlogPage() {
  useDocumentMeta('Latest Articles', 'Latest Articles at Blueprint Academy.');
  return (
    <Container>
      <h1>Latest Articles</h1>
    </Container>
  );
}
