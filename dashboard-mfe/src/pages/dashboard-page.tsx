import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function DashboardPage() {
  useDocumentMeta('Staff sign in', 'Staff sign in at Blueprint Academy.');
  return (
    <Container>
      <h1>Staff sign in</h1>
    </Container>
  );
}
