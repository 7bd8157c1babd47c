// A page the product does not have: a catalog build with EXTRA_PAGES set to this folder exposes it as
// './Certifications' at /certifications (e2e/runtime-pages.spec.ts), as a release that adds a page would.
import { routePage } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import routes from '../routes.json';

const { title, description } = routePage(routes, 'Certifications');

export default function CertificationsPage() {
  useDocumentMeta(title, description);
  return (
    <Container>
      <h1>Certifications</h1>
      <p>
        Autodesk Certified User and Professional, Bentley and Dassault certifications: what each course prepares for.
      </p>
    </Container>
  );
}
