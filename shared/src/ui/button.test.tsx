import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { Button, hiddenUntilPageLive } from './button';

function renderIn(root: { serverPage: boolean }) {
  const container = document.createElement('div');
  container.id = 'root';
  if (root.serverPage) container.dataset.serverPage = 'catalog/Browse';
  document.body.append(container);
  return render(
    <ThemeProvider>
      <Button css={hiddenUntilPageLive}>Get Course Recommendation</Button>
    </ThemeProvider>,
    { container },
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('data-page-live');
  document.getElementById('root')?.remove();
});

describe('hiddenUntilPageLive', () => {
  it('hides a code-only control on a server-rendered page until the page is live', () => {
    renderIn({ serverPage: true });
    expect(screen.queryByRole('button', { name: 'Get Course Recommendation' })).not.toBeInTheDocument();
    document.documentElement.setAttribute('data-page-live', '');
    expect(screen.getByRole('button', { name: 'Get Course Recommendation' })).toBeVisible();
  });

  it('shows it at once on a page rendered in the browser', () => {
    renderIn({ serverPage: false });
    expect(screen.getByRole('button', { name: 'Get Course Recommendation' })).toBeVisible();
  });
});
