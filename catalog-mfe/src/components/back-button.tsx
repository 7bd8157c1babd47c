import { useBasePath } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { useGoBack } from '../lib/use-go-back';

/**
 * Returns to the previous page, or to the course list when there is none. Its baseline, before the page's code
 * has arrived or without JavaScript, is a form that leads to the course list (a button cannot go back by
 * itself); the page's code makes it go back.
 */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const goBack = useGoBack();
  const base = useBasePath();
  return (
    <form action={`${base}/courses`} method="get" css={{ display: 'contents' }}>
      <button
        type="submit"
        css={(theme) => buttonStyles(theme, 'secondary')}
        onClick={(event) => {
          event.preventDefault();
          goBack();
        }}
      >
        <span aria-hidden="true">←</span> {label}
      </button>
    </form>
  );
}
