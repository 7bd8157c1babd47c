import { Deferred, type DeferredProps } from '@blueprint/shared/forms/deferred';

/** A part of a marketing page whose code loads when the visitor first uses it: the shared `Deferred`, in this site's words. */
export function DeferredSection({ what, ...props }: Omit<DeferredProps<object>, 'failed' | 'retryLabel'>) {
  return (
    <Deferred
      what={what}
      failed={`Sorry, ${what} could not be loaded. Please check your connection.`}
      retryLabel="Try again"
      {...props}
    />
  );
}
