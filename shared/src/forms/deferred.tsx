import { css, keyframes, type Theme } from '@emotion/react';
import {
  Component,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrating, useHydratingNow } from '../ui/use-hydrating';
import { buttonStyles } from '../ui/button';
import { useLazyModule, type LazyModule } from './lazy-module';

/** What counts as a first use of a part over server HTML: its code is fetched then (a pointer over it is a head start). */
export const USE_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'input', 'change'] as const;

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
  /** Load its code now even over server HTML (a link pointed at it, a button asked for it). */
  eager?: boolean;
  /** What a failed load says; by default 'We could not load {what}. Please check your connection and try again.' */
  failed?: string;
  /** The retry button's label; 'Retry' by default. */
  retryLabel?: string;
  /** Renders the loaded component (with its props); by default it renders with none. */
  children?: (Component: ComponentType<P>) => ReactNode;
}

/** Whether the visitor has used a part of the server's HTML: focus in it, or a control no longer as rendered. */
export function usedBefore(area: HTMLElement): boolean {
  if (area.contains(document.activeElement) && document.activeElement !== area) return true;
  for (const control of area.querySelectorAll('input, textarea, select')) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) return true;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLSelectElement) {
      const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
      if (rendered && control.value !== rendered.value) return true;
    }
  }
  return false;
}

/**
 * When the part's code may load over server HTML: `open()` lets it. `loaded(module)` is one promise for both
 * steps (the gate, then the code), so a hydrating render calls `use` once, whichever step it waits on.
 */
function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let loaded: Promise<unknown> | undefined;
  return {
    open: () => open(),
    loaded: <T,>(module: LazyModule<T>) => (loaded ??= opened.then(() => module.load())) as Promise<T>,
  };
}
type Gate = ReturnType<typeof createGate>;

interface PartProps<P extends object> extends Pick<DeferredProps<P>, 'module' | 'children'> {
  gate: Gate;
  /** What shows while the code loads in a page the browser renders, and when that load failed (with its retry). */
  loading: ReactNode;
  failure: (retry: () => void) => ReactNode;
  /** Called once the loaded part is on the page, working. */
  onLive: () => void;
}

/**
 * The part itself. On the server it is awaited, so the page's HTML holds it whole. Over that HTML in the
 * browser it waits for the gate, and React keeps the server's HTML on screen (readable, typed into) until the
 * code has come and taken it over. Rendered in the browser alone, it loads at once, with progress meanwhile:
 * no content waits for a scroll.
 */
function Part<P extends object>({ module, gate, loading, failure, onLive, children }: PartProps<P>) {
  const hydrating = useHydratingNow();
  const overServerHtml = useHydrating();
  const { status, load } = useLazyModule(module);
  useEffect(() => {
    if (!hydrating && status === 'idle') load();
  }, [hydrating, status, load]);
  // On the server the part is awaited; over its HTML in the browser, the gate is too. One `use`, and in every
  // render of a part that began over server HTML (also those after hydration): React wants the renders after
  // one that suspended to call what it called.
  const Loaded = overServerHtml
    ? use(typeof window === 'undefined' ? module.load() : gate.loaded(module))
    : module.current();
  useEffect(() => {
    if (Loaded) onLive();
  }, [Loaded, onLive]);
  if (!Loaded) return <>{status === 'error' ? failure(load) : loading}</>;
  if (children) return <>{children(Loaded)}</>;
  // Without children the part is rendered as is: a component that needs no props.
  const Whole = Loaded as ComponentType;
  return <Whole />;
}

function Placeholder({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  return <div css={(theme) => [placeholderStyles(theme), { minHeight }]}>{children}</div>;
}

interface BoundaryProps {
  failed: ReactNode;
  children: ReactNode;
}

/** A failed load: the message with its retry instead of the part. */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[deferred] could not load a part of the page:', error);
  }

  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * A heavy part of a page (a form with its validation and HTTP client) whose code stays off the first view.
 * Its content is always there: in the server's HTML (which works by itself: the code loads when the visitor
 * first uses the part), or, in a page the browser renders, loaded at once with progress meanwhile. A failed
 * load says so and offers a retry.
 */
export function Deferred<P extends object>({
  module,
  what,
  minHeight,
  eager = false,
  failed,
  retryLabel = 'Retry',
  children,
}: DeferredProps<P>) {
  const area = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState(false);
  const markLive = useCallback(() => setLive(true), []);

  useEffect(() => {
    const element = area.current;
    // Used before this code ran (typed into, a choice changed, focus in it): its code loads now, so what was
    // typed, and a field already left, are taken up as soon as it runs, wherever the part is on the page.
    if (eager || !element || usedBefore(element)) {
      gate.open();
      return;
    }
    // The server's HTML works without this code (a real form, sent by the browser), so nothing waits for it:
    // it loads when the visitor first uses the part (a pointer over it, a tap, a tab into a field, typing or an autofill), not
    // when it merely comes into view. What was typed meanwhile stays in the fields the code then takes over.
    // Heard on the window as the event goes down, not on the part as it bubbles: until the part hydrates,
    // React stops such events at its root (after trying to hydrate what they target), so they never bubble.
    const open = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    for (const type of USE_EVENTS) window.addEventListener(type, open, { capture: true });
    return () => {
      for (const type of USE_EVENTS) window.removeEventListener(type, open, { capture: true });
    };
  }, [gate, eager]);

  const failure = (retry: () => void) => (
    <Placeholder minHeight={minHeight}>
      <div role="alert">
        <p>{failed ?? `We could not load ${what}. Please check your connection and try again.`}</p>
        <button type="button" onClick={retry}>
          {retryLabel}
        </button>
      </div>
    </Placeholder>
  );
  const loading = (
    <Placeholder minHeight={minHeight}>
      <p role="status" className="loading">
        <span className="spinner" aria-hidden="true" />
        Loading {what}…
      </p>
    </Placeholder>
  );
  return (
    // data-part: a part that may wait for its code; data-part-live: its code has taken it over (what a test waits
    // for before checking the enhanced form).
    <div ref={area} data-part="" data-part-live={live || undefined}>
      {/* A load that fails while hydrating: React renders the part again in the browser, with its retry. */}
      <LoadBoundary key={attempt} failed={failure(() => setAttempt((n) => n + 1))}>
        <Suspense fallback={loading}>
          <Part module={module} gate={gate} loading={loading} failure={failure} onLive={markLive}>
            {children}
          </Part>
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
