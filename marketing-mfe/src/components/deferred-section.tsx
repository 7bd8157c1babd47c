import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, type ComponentType } from 'react';
import { useDeferredModule } from '../lib/use-deferred-module';

/** Start loading this far before the part scrolls into view, so it is ready when the visitor gets there. */
const PRELOAD_MARGIN = '600px 0px';

const placeholderStyles = (theme: Theme) => css`
  display: grid;
  place-items: center;
  text-align: center;
  p {
    margin: 0;
  }
  button {
    margin-top: 0.75rem;
    min-height: 44px;
    padding: 0 1.25rem;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

export interface DeferredSectionProps {
  /** A module-level loader: `const loadForm = () => import('./contact-form')`. */
  load: () => Promise<{ default: ComponentType }>;
  /** What is loading, for the messages: 'the contact form'. */
  what: string;
  /** Space kept for it, so the page does not jump when it arrives. */
  minHeight: string;
}

/**
 * A part of the page below the fold whose code (and the libraries it needs) loads only as the visitor
 * scrolls towards it, keeping the first view light. Shows progress while loading and a retry if it fails.
 */
export function DeferredSection({ load, what, minHeight }: DeferredSectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const code = useDeferredModule(load);
  const start = code.load;
  const idle = code.status === 'idle';

  useEffect(() => {
    if (!idle) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [idle, start]);

  if (code.status === 'ready') {
    const Component = code.module.default;
    return <Component />;
  }
  return (
    <div ref={placeholder} css={placeholderStyles} style={{ minHeight }}>
      {code.status === 'error' ? (
        <div role="alert">
          <p>Sorry, {what} could not be loaded. Please check your connection.</p>
          <button type="button" onClick={start}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">{code.status === 'loading' ? `Loading ${what}…` : ''}</p>
      )}
    </div>
  );
}
