import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function AboutPage() {
  useDocumentMeta('Innovating Technology Solutions Since 2008', 'Innovating Technology Solutions Since 2008 at Blueprint Academy.');
  return (
    <Container>
      <h1>Innovating Technology Solutions Since 2008</h1>
    </Container>
  );
}
