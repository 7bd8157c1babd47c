import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { Container } from '@blueprint/shared/ui/layout';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@blueprint/contract/topology';
import { failureKind, reportBrowserError } from './error-reports';
import { markLive } from './live';
import { reloadPage } from './reload-page';
import { isChunkLoadError } from './remote-error';
import { remoteWasReplaced } from './remote-loader';

const SECTION_NAMES: Record<RemoteName, string> = {
  marketing: 'This page',
  catalog: 'The course catalogue',
  internship: 'The internship section',
  dashboard: 'The staff dashboard',
};

const boxStyles = (theme: Theme) => css`
  margin: 3rem auto;
  padding: 2rem;
  max-width: 36rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  text-align: center;
  h1 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that failed to load or crashed while rendering. Header, footer and the other remotes
 * keep working; this area explains what happened and offers Retry.
 */
export class RemoteBoundary extends Component<Props, { error: Error | null; replaced: boolean }> {
  override state = { error: null as Error | null, replaced: false };

  static getDerivedStateFromError(error: Error) {
    return { error, replaced: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged once, as a warning: the visitor sees a clear message, the developer sees the cause.
    console.warn(`[shell] ${error.message}`, error.cause ?? '', info.componentStack ?? '');
    reportBrowserError(this.props.remote, failureKind(error));
    // Its fallback replaces the page: the page is as live as it will get.
    markLive('page');
    // A chunk of this page's release is gone: a reload helps only if a new release replaced it (else it is down).
    if (isChunkLoadError(error)) {
      void remoteWasReplaced(this.props.remote).then((replaced) => {
        if (replaced && this.state.error === error) this.setState({ replaced });
      });
    }
  }

  private retry = () => {
    this.setState({ error: null, replaced: false });
    this.props.onRetry();
  };

  override render() {
    const { error, replaced } = this.state;
    if (!error) return this.props.children;
    if (replaced) {
      return (
        <Container>
          <section css={boxStyles} aria-labelledby="remote-unavailable-title">
            <h1 id="remote-unavailable-title">A new version is available</h1>
            <p role="alert">
              This part of the site was updated while the page was open. Reload the page to use the new version.
            </p>
            <Button onClick={reloadPage}>Reload the page</Button>
          </section>
        </Container>
      );
    }
    return (
      <Container>
        <section css={boxStyles} aria-labelledby="remote-unavailable-title">
          <h1 id="remote-unavailable-title">{SECTION_NAMES[this.props.remote]} is temporarily unavailable</h1>
          <p role="alert">
            We could not load it just now. The rest of the site still works. Please try again in a moment.
          </p>
          <Button onClick={this.retry}>Retry</Button>
        </section>
      </Container>
    );
  }
}
