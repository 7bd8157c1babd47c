import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function HomePage() {
  useDocumentMeta('Shaping the Future', 'Shaping the Future at Blueprint Academy.');
  return (
    <Container>
      <h1>Shaping the Future</h1>
    </Container>
  );
}
