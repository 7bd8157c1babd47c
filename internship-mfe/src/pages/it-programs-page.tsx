import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function ItProgramsPage() {
  useDocumentMeta('IT Internship Programs', 'IT Internship Programs at Blueprint Academy.');
  return (
    <Container>
      <h1>IT Internship Programs</h1>
    </Container>
  );
}
