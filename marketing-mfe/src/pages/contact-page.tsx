import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';

export default function ContactPage() {
  useDocumentMeta('Contact', 'Talk to Blueprint Academy about courses and internships.');
  return (
    <Container>
      <h1>Let&apos;s Start a Conversation</h1>
    </Container>
  );
}
