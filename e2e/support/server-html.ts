import type { APIRequestContext } from '@playwright/test';

/**
 * A page's HTML as curl gets it, once the shell's cache holds the remote's page: on a busy machine the very
 * first request after a start may miss the 300 ms budget (and get the page without it) while the fetch goes
 * on in the background and fills the cache.
 */
export async function serverHtml(request: APIRequestContext, url: string) {
  let response = await request.get(url);
  for (let attempt = 0; attempt < 5 && !(await response.text()).includes('data-server-page='); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await request.get(url);
  }
  return { status: response.status(), html: await response.text() };
}
