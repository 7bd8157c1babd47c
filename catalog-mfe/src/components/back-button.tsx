import { buttonStyles } from '@blueprint/shared/ui/button';
import { useGoBack } from '../lib/use-go-back';

/** Returns to the previous page, or to the course list when there is none. */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const goBack = useGoBack();
  return (
    <button type="button" css={(theme) => buttonStyles(theme, 'secondary')} onClick={goBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
