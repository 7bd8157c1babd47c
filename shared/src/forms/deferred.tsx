import { css, keyframes, type Theme } from '@emotion/react';
import { use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { buttonStyles } from '../ui/button';
import { useLazyModule, type LazyModule } from './lazy-module';

/** Start loading this far before the part scrolls into view, so it is ready when the visitor gets there. */
export const PRELOAD_MARGIN = '600px 0px';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const placeholderStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
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
  button {
    ${buttonStyles(theme, 'secondary')}
    margin-top: 1rem;
  }
`;

export interface DeferredProps<P extends object> {
  /** A module-level `lazyModule(() => import('./x').then((m) => m.X))`. */
  module: LazyModule<ComponentType<P>>;
  /** What is loading, for the messages: 'the contact form'. */
  what: string;
  /** Room kept while loading, so the page does not jump when the part arrives. */
  minHeight: string;
  /** Load now rather than when the place nears the viewport (a link pointed at it, a button asked for it). */
  eager?: boolean;
  /** What a failed load says; by default 'We could not load {what}. Please check your connection and try again.' */
  failed?: string;
  /** The retry button's label; 'Retry' by default. */
  retryLabel?: string;
  /** Renders the loaded component (with its props); by default it renders with none. */
  children?: (Component: ComponentType<P>) => ReactNode;
}

/**
 * A heavy part of a page (a form with its validation and HTTP client) whose code loads off the first view: when
 * it nears the viewport, or at once when `eager`. Shows progress while loading and a retry when it fails.
 */
export function Deferred<P extends object>({ module, what, minHeight, eager = false, failed, retryLabel = 'Retry', children }: DeferredProps<P>) {
  const part = useLazyModule(module);
  const placeholder = useRef<HTMLDivElement>(null);
  const { status, load } = part;

  useEffect(() => {
    if (status !== 'idle') return;
    const element = placeholder.current;
    // Without an observer (very old browsers, jsdom) nothing tells us when it is near: count it as near now.
    if (eager || !element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [status, eager, load]);

  // On the server (the build's prerender, where effects never run) the part is awaited, not deferred: the
  // page's HTML carries the whole form.
  const value = part.status === 'ready' ? part.value : typeof window === 'undefined' ? use(module.load()) : undefined;
  if (value) {
    if (children) return <>{children(value)}</>;
    // Without children the part is rendered as is: a component that needs no props.
    const Part = value as ComponentType;
    return <Part />;
  }
  return (
    <div ref={placeholder} css={placeholderStyles} style={{ minHeight }}>
      {part.status === 'error' ? (
        <div role="alert">
          <p>{failed ?? `We could not load ${what}. Please check your connection and try again.`}</p>
          <button type="button" onClick={load}>
            {retryLabel}
          </button>
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
