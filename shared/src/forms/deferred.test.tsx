import { act, render, screen, waitFor } from '@testing-library/react';
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

/** A part with a field, as a form's server HTML has. */
function FormPart({ text }: { text: string }) {
  return (
    <>
      <p>{text}</p>
      <input aria-label="Name" />
    </>
  );
}

describe('Deferred', () => {
  it('in a page the browser renders, loads the part at once (no content waits for a scroll), showing progress meanwhile', async () => {
    const importer = jest.fn(async () => Part);
    renderWithTheme(
      <Deferred module={lazyModule(importer)} minHeight="10rem" what="the form">
        {(Loaded) => <Loaded text="Loaded part" />}
      </Deferred>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a tab into a field', (field: HTMLElement) => field.focus()],
    ['a tap', (field: HTMLElement) => field.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['an autofill', (field: HTMLElement) => field.dispatchEvent(new Event('input', { bubbles: true }))],
  ])(
    "over the server's HTML, keeps the part as rendered there and loads its code only on first use (%s)",
    async (_use, use) => {
      const errors = jest.spyOn(console, 'error');
      const importer = jest.fn(async () => FormPart);
      const ui = (
        <ThemeProvider>
          <Deferred module={lazyModule(importer)} minHeight="10rem" what="the form">
            {(Loaded) => <Loaded text="Loaded part" />}
          </Deferred>
        </ThemeProvider>
      );
      // What the server sends for it: the part, complete, in its Suspense boundary.
      const container = document.createElement('div');
      container.innerHTML = '<div data-part=""><!--$--><p>Loaded part</p><input aria-label="Name"><!--/$--></div>';
      document.body.append(container);
      const rendered = container.querySelector('p');

      await act(async () => {
        hydrateRoot(container, ui);
      });
      expect(screen.getByText('Loaded part')).toBe(rendered);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(importer).not.toHaveBeenCalled();
      expect(container.firstElementChild).not.toHaveAttribute('data-part-live');

      const field = screen.getByRole('textbox', { name: 'Name' });
      await act(async () => use(field));
      await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
      // Taken over: marked, for whatever waits on the enhanced part.
      await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-part-live'));
      expect(screen.getByText('Loaded part')).toBe(rendered);
      expect(field).toBe(container.querySelector('input'));
      expect(errors).not.toHaveBeenCalled();
      container.remove();
    },
  );

  it.each([
    ['typed into and left', (field: HTMLInputElement) => (field.value = 'asha.example.com')],
    ['still focused', (field: HTMLInputElement) => field.focus()],
  ])(
    "over the server's HTML, loads its code as soon as it hydrates when it was used before (%s)",
    async (_use, use) => {
      const importer = jest.fn(async () => FormPart);
      const container = document.createElement('div');
      container.innerHTML = '<div data-part=""><!--$--><p>Loaded part</p><input aria-label="Name"><!--/$--></div>';
      document.body.append(container);
      // Before any script: the visitor used the field, and nothing heard it.
      use(container.querySelector('input')!);

      await act(async () => {
        hydrateRoot(
          container,
          <ThemeProvider>
            <Deferred module={lazyModule(importer)} minHeight="10rem" what="the form">
              {(Loaded) => <Loaded text="Loaded part" />}
            </Deferred>
          </ThemeProvider>,
        );
      });
      await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-part-live'));
      container.remove();
    },
  );

  it('loads at once when eager', async () => {
    renderWithTheme(
      <Deferred module={lazyModule(async () => Part)} eager minHeight="10rem" what="the form">
        {(Loaded) => <Loaded text="Loaded part" />}
      </Deferred>,
    );
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
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
