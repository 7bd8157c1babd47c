import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi } from '../../../testing/fake-server';
import { renderWithTheme, searchParams } from '../../../testing/render';
import { registration } from '../../../testing/students';
import { TrendsView } from './trends-view';

// jsdom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const drawn: unknown[][] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    constructor(_options: unknown, data: unknown[]) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

function renderTrends(url: string) {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const server = fakeStaffApi([
    registration({ program: 'IT', createdAt: '2026-03-02T09:00:00.000Z' }),
    registration({ program: 'IT', createdAt: '2026-03-02T10:00:00.000Z' }),
    registration({ program: 'Civil', createdAt: '2026-03-02T11:00:00.000Z' }),
    registration({ program: 'Mechanical', createdAt: '2026-03-04T09:00:00.000Z' }),
    registration({ program: 'Other', createdAt: '2026-05-01T09:00:00.000Z' }),
  ]);
  renderWithTheme(<TrendsView />, { url });
  return server;
}

describe('TrendsView', () => {
  it('asks for the chosen range and bucket, draws the chart, and shows its numbers in a table on request', async () => {
    const user = userEvent.setup();
    const { api } = renderTrends('/dashboard/trends?from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('4 registrations from 2026-03-01 to 2026-03-31')).toBeInTheDocument();
    expect(api.calls('GET /api/internships/timeline')[0]!.query).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      bucket: 'day',
    });

    // The chart module loads lazily, then draws one series per program.
    const chart = await screen.findByRole('img', {
      name: /Registrations per day from 2026-03-01 to 2026-03-31: 4 in all \(IT 2, Civil 1, Mechanical 1, Other 0\)/,
    });
    expect(chart).toBeInTheDocument();
    await waitFor(() => expect(drawn.at(-1)).toHaveLength(5));

    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Registrations per day and program' });
    const day = within(table).getByRole('rowheader', { name: '2026-03-02' }).closest('tr')!;
    expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '0', '3']);

    await user.click(screen.getByRole('button', { name: 'Hide data table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the bucket in the URL and asks again per week', async () => {
    const user = userEvent.setup();
    const { api } = renderTrends('/dashboard/trends?from=2026-03-01&to=2026-05-31');
    await screen.findByText(/5 registrations/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per' }), 'week');
    await waitFor(() =>
      expect(api.calls('GET /api/internships/timeline').at(-1)!.query).toMatchObject({ bucket: 'week' }),
    );
    expect(searchParams().get('bucket')).toBe('week');
  });
});

describe('TrendsView: the default range', () => {
  it('ends today in the institute time zone: at 00:21 in Bengaluru, not yesterday as in UTC', async () => {
    // 00:21 IST on 25 Nov 2026 is 18:51 UTC on 24 Nov.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T18:51:00.000Z'));
    const { api } = renderTrends('/dashboard/trends');
    await waitFor(() => expect(api.calls('GET /api/internships/timeline')).toHaveLength(1));
    expect(api.calls('GET /api/internships/timeline')[0]!.query).toMatchObject({
      from: '2026-10-27',
      to: '2026-11-25',
    });
  });
});
