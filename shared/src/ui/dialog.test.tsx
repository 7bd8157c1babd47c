import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../theme/theme-provider';
import { Dialog } from './dialog';

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open courses
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="IT courses" maxHeight="90vh">
        <a href="/courses/java-fullstack">Java Full Stack</a>
        {nested && (
          <button type="button" onClick={() => setInner(true)}>
            View
          </button>
        )}
        <Dialog open={inner} onClose={() => setInner(false)} title="Student Details">
          <p>Asha</p>
        </Dialog>
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog with the requested maximum height, focused when it opens', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open courses' }));
    const dialog = screen.getByRole('dialog', { name: 'IT courses' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ maxHeight: '90vh' });
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open courses' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and on a click on the backdrop, not inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open courses' }));
    await userEvent.click(screen.getByText('Java Full Stack').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open courses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open courses' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Java Full Stack' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Java Full Stack' })).toHaveFocus();
  });

  it('stacked dialogs: Escape closes only the top one', async () => {
    render(<Harness nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open courses' }));
    const view = screen.getByRole('button', { name: 'View' });
    await userEvent.click(view);
    expect(screen.getByRole('dialog', { name: 'Student Details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Student Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'IT courses' })).toBeInTheDocument();
    expect(view).toHaveFocus();
  });
});
