import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function LandingPage() {
  useDocumentMeta('Internship cum Final Year Project Program', 'Internship cum Final Year Project Program at Blueprint Academy.');
  return (
    <Container>
      <h1>Internship cum Final Year Project Program</h1>
    </Container>
  );
}
