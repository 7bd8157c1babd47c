import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function CourseDetailsPage() {
  useDocumentMeta('Course details', 'Course details at Blueprint Academy.');
  return (
    <Container>
      <h1>Course details</h1>
    </Container>
  );
}
