// The Registrations view's filters: a date typed key by key is searched once, complete (no request with a
// half-typed year, no "must be a date" on the way); a live arrival that matches an open search is offered.
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { signIn } from './support/staff';

test('a date typed key by key is searched only once it is complete', async ({ page }) => {
  await page.goto('/dashboard/registrations');
  await waitForRemote(page);
  await signIn(page);
  await expect(
    page.getByRole('table', { name: 'Registrations' }).or(page.getByText('No registrations yet.')),
  ).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/internships' && url.searchParams.has('from')) asked.push(url.searchParams.get('from')!);
  });
  const from = page.getByLabel('From', { exact: true });
  await from.focus();
  // Month, day, then the year one digit at a time, as a person types it (en-US order in this browser).
  await page.keyboard.type('11252026', { delay: 80 });
  await expect(page).toHaveURL(/[?&]from=2026-11-25/);
  await expect(page.getByText(/must be a date/i)).toHaveCount(0);
  await expect.poll(() => asked).toEqual(['2026-11-25']);
});

test('a registration that arrives matching an open search is offered, not slipped in, and Show brings it', async ({
  page,
  request,
  urls,
}) => {
  const tag = `Offer${Date.now().toString(36)}${test.info().workerIndex}`;
  const register = async (index: number) => {
    const response = await request.post(`${urls.api}/api/internships`, {
      data: {
        fullName: `${tag} Student ${index}`,
        email: `${tag.toLowerCase()}.${index}@example.com`,
        phone: `98765${String(index).padStart(5, '0')}`,
        program: 'Civil',
        course: '',
        qualification: 'B.E.',
        college: 'BMS College',
        graduationYear: 2026,
        message: '',
      },
    });
    expect(response.status()).toBe(201);
  };
  await register(1);
  await page.goto(`/dashboard/registrations?q=${tag}`);
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByText('Live updates on')).toBeVisible();
  const names = page.getByRole('table', { name: 'Registrations' }).getByRole('rowheader');
  await expect(names).toHaveText([`${tag} Student 1`]);

  await register(2);
  await register(3);
  await expect(page.getByText('2 new matching registrations')).toBeVisible();
  await expect(names).toHaveText([`${tag} Student 1`]);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(names).toHaveText([`${tag} Student 3`, `${tag} Student 2`, `${tag} Student 1`]);
  await expect(page.getByText(/new matching registration/)).toHaveCount(0);
});
