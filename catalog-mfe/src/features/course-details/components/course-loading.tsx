import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';

/** Shown while the course's details load; the title is already known from the index. */
export function CourseLoading({ title }: { title: string }) {
  useDocumentMeta(title, `${title}: course details at Blueprint Academy.`);
  return (
    <p role="status" css={{ padding: '3rem 0', textAlign: 'center' }}>
      Loading course details...
    </p>
  );
}
