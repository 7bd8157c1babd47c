import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '../theme/theme-provider';
import { Deferred } from './deferred';
import { lazyModule } from './lazy-module';

function renderWithTheme(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<ThemeProvider>{ui}</ThemeProvider>) };
}

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** An IntersectionObserver the test drives: `reveal()` says the observed element came near. */
function installObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    reveal: () =>
      act(() => callbacks.forEach((cb) => cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
    uninstall: () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver,
  };
}

describe('Deferred', () => {
  it('in a page the browser renders, loads the part at once (no content waits for a scroll), showing progress meanwhile', async () => {
    const observer = installObserver();
    const importer = jest.fn(async () => Part);
    renderWithTheme(
      <Deferred module={lazyModule(importer)} minHeight="10rem" what="the form">
        {(Loaded) => <Loaded text="Loaded part" />}
      </Deferred>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    observer.uninstall();
  });

  it("over the server's HTML, keeps the part as rendered there and loads its code only once the visitor nears it", async () => {
    const observer = installObserver();
    const errors = jest.spyOn(console, 'error');
    const importer = jest.fn(async () => Part);
    const ui = (
      <ThemeProvider>
        <Deferred module={lazyModule(importer)} minHeight="10rem" what="the form">
          {(Loaded) => <Loaded text="Loaded part" />}
        </Deferred>
      </ThemeProvider>
    );
    // What the server sends for it: the part, complete, in its Suspense boundary.
    const container = document.createElement('div');
    container.innerHTML = '<div><!--$--><p>Loaded part</p><!--/$--></div>';
    document.body.append(container);
    const rendered = container.querySelector('p');

    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByText('Loaded part')).toBe(rendered);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();

    await act(async () => observer.reveal());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loaded part')).toBe(rendered);
    expect(errors).not.toHaveBeenCalled();
    observer.uninstall();
    container.remove();
  });

  it('loads at once when eager', async () => {
    const observer = installObserver();
    renderWithTheme(
      <Deferred module={lazyModule(async () => Part)} eager minHeight="10rem" what="the form">
        {(Loaded) => <Loaded text="Loaded part" />}
      </Deferred>,
    );
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    observer.uninstall();
  });

  it('offers Retry when loading fails, and a retry loads it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = jest
      .fn<Promise<typeof Part>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Part);
    const { user } = renderWithTheme(
      <Deferred module={lazyModule(importer)} eager minHeight="10rem" what="the registration form">
        {(Loaded) => <Loaded text="Loaded part" />}
      </Deferred>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the registration form.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
