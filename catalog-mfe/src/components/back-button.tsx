import { useBasePath, useWayBack } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { useGoBack } from '../lib/use-go-back';

/**
 * Returns to the previous page, or to the course list when there is none. Its baseline, before the page's code
 * has arrived or without JavaScript, is a form (a button cannot go back by itself) that leads to the previous
 * page when the page server knew it was one of ours (a same-origin Referer: it has the page rendered for that
 * visit), else to the course list; the page's code makes it go back in history.
 */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const goBack = useGoBack();
  const base = useBasePath();
  const action = useWayBack(`${base}/courses`);
  return (
    // The browser's render says the course list; hydration keeps the address the server wrote.
    <form action={action} method="get" css={{ display: 'contents' }} suppressHydrationWarning>
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
