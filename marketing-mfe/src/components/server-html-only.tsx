import { useHydratingNow } from '@blueprint/shared/ui/use-hydrating';
import { memo, Suspense, use, type ReactNode } from 'react';

const never = new Promise<never>(() => {});

function Held({ children }: { children: ReactNode }) {
  const hydrating = useHydratingNow();
  if (typeof window !== 'undefined') {
    // Over server HTML, React keeps that HTML as it is: a boundary that never hydrates. A page the browser
    // renders has none of it.
    if (hydrating) use(never);
    return null;
  }
  return <>{children}</>;
}

/**
 * Markup for the server's HTML only, for visitors before (or without) the page's code: React leaves it in
 * place and never hydrates it. Pass its content as `typeof window === 'undefined' && <Content />`, so that the
 * browser's build drops that code. Memoised and without props of its own, so a re-render of the page never
 * updates the boundary (which would make React render it again in the browser).
 */
export const ServerHtmlOnly = memo(function ServerHtmlOnly({ render }: { render: () => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Held>{render()}</Held>
    </Suspense>
  );
});
