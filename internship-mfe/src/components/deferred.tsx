import { css, keyframes, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { LazyModule } from '../lib/lazy-module';

/** How far ahead of the viewport a deferred part starts loading: by then a scrolling visitor rarely waits. */
const PRELOAD_MARGIN = '800px 0px';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const placeholderStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 2rem 1rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
  .loading {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
  }
  .spinner {
    width: 1.1rem;
    height: 1.1rem;
    border: 3px solid ${theme.colors.border};
    border-top-color: ${theme.colors.primary};
    border-radius: 50%;
    animation: ${spin} 0.9s linear infinite;
  }
`;

interface DeferredProps<P extends object> {
  module: LazyModule<ComponentType<P>>;
  /** Load now rather than when the place nears the viewport (a link pointed at it, a button asked for it). */
  eager?: boolean;
  /** Room kept while loading, so the page does not jump when the part arrives. */
  minHeight: string;
  /** What is loading, for the progress message: 'the registration form'. */
  what: string;
  children: (Component: ComponentType<P>) => ReactNode;
}

/**
 * A heavy part of a page (a form with its validation and HTTP client) loaded off the first view: when it
 * nears the viewport, or at once when `eager`. Shows progress while loading and a Retry when it fails.
 */
export function Deferred<P extends object>({ module, eager = false, minHeight, what, children }: DeferredProps<P>) {
  const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => module.current());
  // Without an observer (very old browsers, jsdom) nothing tells us when it is near: count it as near now.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = eager || near;

  useEffect(() => {
    if (Component || wanted) return;
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: PRELOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [Component, wanted]);

  useEffect(() => {
    if (Component || !wanted) return;
    let active = true;
    module.load().then(
      (loaded) => {
        // A component is a function: wrap it so React stores it rather than calling it as an updater.
        if (active) setComponent(() => loaded);
      },
      (error: unknown) => {
        console.warn(`Could not load ${what}:`, error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [Component, wanted, module, what, attempt]);

  if (Component) return <>{children(Component)}</>;
  return (
    <div ref={placeholder} css={placeholderStyles} style={{ minHeight }}>
      {failed ? (
        <div role="alert">
          <p>We could not load {what}. Please check your connection and try again.</p>
          <Button
            style={{ marginTop: '1rem' }}
            onClick={() => {
              setFailed(false);
              setNear(true);
              setAttempt((n) => n + 1);
            }}
          >
            Retry
          </Button>
        </div>
      ) : (
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" />
          Loading {what}…
        </p>
      )}
    </div>
  );
}
