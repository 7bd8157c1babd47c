// What the first-tap walk (e2e/first-tap.spec.ts) reads in a page: the controls a visitor can see and tap, and
// the visible state a tap changes. One function run in the page (with or without the page's JavaScript:
// Playwright evaluates it in its own world), so that every mode reads the same things the same way.
import type { Page, Route } from '@playwright/test';

/** What a control is, for how it is tapped and what its result is. */
export type ControlKind = 'button' | 'summary' | 'link' | 'field' | 'select' | 'check' | 'submit';

export interface Control {
  /** A CSS path (tags and :nth-of-type) that finds it again in another load of the same HTML. */
  path: string;
  kind: ControlKind;
  /** How a person would name it: its label, its text or its aria-label, with its tag. */
  name: string;
  /** Where it is in the document (CSS px), for checking that nothing moves. */
  box: { x: number; y: number; width: number; height: number };
  /** In the shell's header. */
  header: boolean;
  /** For an in-page link: the id it points at, and the carousel (its name) when that is one of its items. */
  target?: string;
  strip?: string;
}

/** The visible state a tap can change. */
export interface PageState {
  path: string;
  hash: string;
  theme: string;
  /** Open popovers, dialogs and disclosures. */
  open: string[];
  /** Each scroll strip (a carousel): the item at its start. */
  strips: Record<string, number>;
  /** Each named field: its value (or checked), and the message tied to it when it is marked invalid. */
  fields: Record<string, string>;
  /** Whether the link target (if asked) is in view. */
  targetInView?: boolean;
  scrollY: number;
}

type Probe =
  | { command: 'controls' }
  | { command: 'state'; target?: string }
  | { command: 'hit'; path: string }
  | { command: 'width' };

/** The page-side reader: self-contained, it is sent to the page as source. */
function probe(request: Probe): unknown {
  const visible = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
    // Inside something closed: a popover, a dialog, a disclosure's hidden content.
    if (element.closest('[popover]:not(:popover-open), dialog:not([open])')) return false;
    const details = element.closest('details');
    if (details && !details.open && !element.closest('summary')) return false;
    // Out of the document (a skip link waiting above the page for focus).
    const top = rect.top + window.scrollY;
    const left = rect.left + window.scrollX;
    if (top + rect.height <= 0 || left + rect.width <= 0) return false;
    if (left >= document.documentElement.scrollWidth) return false;
    // Clipped away by a scroll container (a carousel's items out of view).
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const clip = getComputedStyle(parent);
      if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (
        rect.right <= box.left + 1 ||
        rect.left >= box.right - 1 ||
        rect.bottom <= box.top + 1 ||
        rect.top >= box.bottom - 1
      )
        return false;
    }
    return true;
  };
  const pathOf = (element: Element): string => {
    const steps: string[] = [];
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      const tag = node.tagName.toLowerCase();
      const siblings = node.parentElement
        ? Array.from(node.parentElement.children).filter((child) => child.tagName === node.tagName)
        : [node];
      steps.unshift(`${tag}:nth-of-type(${siblings.indexOf(node) + 1})`);
    }
    return `html > ${steps.join(' > ')}`;
  };
  // The words a person reads (hidden words for screen readers included), not what display:none hides (nor the
  // server's inline styles, which its code moves to the head).
  const textOf = (element: Element | null | undefined) =>
    element instanceof HTMLElement ? element.innerText : (element?.textContent ?? '');
  const labelOf = (element: Element): string => {
    const labelled = element.getAttribute('aria-labelledby');
    const byId = labelled ? textOf(document.getElementById(labelled)) : undefined;
    const label =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.labels?.[0]
        : undefined;
    return (element.getAttribute('aria-label') ?? byId ?? (label ? textOf(label) : undefined) ?? textOf(element))
      .replace(/\s+/g, ' ')
      .trim();
  };
  const kindOf = (element: Element): string | null => {
    if (element instanceof HTMLAnchorElement) {
      const inPage =
        element.hash &&
        element.origin === location.origin &&
        element.pathname === location.pathname &&
        element.search === location.search;
      return inPage ? 'link' : null;
    }
    if (element instanceof HTMLSelectElement) return 'select';
    if (element instanceof HTMLTextAreaElement) return 'field';
    if (element instanceof HTMLInputElement) {
      if (element.type === 'hidden') return null;
      if (element.type === 'checkbox' || element.type === 'radio') return 'check';
      if (element.type === 'submit') return 'submit';
      return 'field';
    }
    if (element.tagName === 'SUMMARY') return 'summary';
    if (element instanceof HTMLButtonElement) return element.type === 'submit' && element.form ? 'submit' : 'button';
    return 'button'; // [role=button]
  };
  const fieldState = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
    const value =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? String(field.checked)
        : field.value;
    if (field.getAttribute('aria-invalid') !== 'true') return value;
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .filter(Boolean)
      .join(' ');
    return `${value} [invalid: ${described}]`;
  };

  switch (request.command) {
    case 'controls': {
      const selector = 'button, summary, [role="button"], a[href*="#"], input, select, textarea';
      return Array.from(document.querySelectorAll(selector)).flatMap((element) => {
        const kind = kindOf(element);
        if (!kind || !visible(element)) return [];
        const rect = element.getBoundingClientRect();
        const control: Record<string, unknown> = {
          path: pathOf(element),
          kind,
          name: `${element.tagName.toLowerCase()} "${labelOf(element)}"`,
          header: Boolean(element.closest('header')),
          box: {
            x: Math.round(rect.left + window.scrollX),
            y: Math.round(rect.top + window.scrollY),
            width: Math.round(rect.width),
            height: Math.round(rect.height),
          },
        };
        if (element instanceof HTMLAnchorElement) {
          const target = decodeURIComponent(element.hash.slice(1));
          control.target = target;
          const carousel = document.getElementById(target)?.closest('[aria-roledescription="carousel"]');
          if (carousel) control.strip = carousel.getAttribute('aria-label') ?? '';
        }
        return [control];
      });
    }
    case 'state': {
      const open = [
        ...Array.from(document.querySelectorAll('[popover]'))
          .filter((element) => element.matches(':popover-open'))
          .map((element) => `popover#${element.id}`),
        ...Array.from(document.querySelectorAll('dialog[open]')).map((element) => `dialog#${element.id}`),
        ...Array.from(document.querySelectorAll('details[open]')).map(
          (element) => `details:${textOf(element.querySelector('summary')).trim()}`,
        ),
      ];
      const strips: Record<string, number> = {};
      for (const carousel of Array.from(document.querySelectorAll('[aria-roledescription="carousel"]'))) {
        const strip = carousel.querySelector('ul');
        const width = strip?.querySelector('li')?.getBoundingClientRect().width;
        if (strip && width) strips[carousel.getAttribute('aria-label') ?? ''] = Math.round(strip.scrollLeft / width);
      }
      const fields: Record<string, string> = {};
      for (const field of Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input:not([type="hidden"]), select, textarea',
        ),
      )) {
        const key = `${field.form?.getAttribute('aria-label') ?? field.form?.id ?? 'page'}/${field.name || field.id || labelOf(field)}`;
        fields[key] = fieldState(field);
      }
      const state: Record<string, unknown> = {
        path: location.pathname + location.search,
        hash: location.hash,
        theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
        open,
        strips,
        fields,
        scrollY: Math.round(window.scrollY),
      };
      if (request.target !== undefined) {
        // A carousel item's anchor is a line at its top: the item is what is seen.
        const anchor = document.getElementById(request.target);
        const target = anchor?.closest('[aria-roledescription="slide"]') ?? anchor;
        const rect = target?.getBoundingClientRect();
        state.targetInView = Boolean(
          rect && rect.top < window.innerHeight && rect.bottom > 0 && rect.left < window.innerWidth && rect.right > 0,
        );
      }
      return state;
    }
    case 'hit': {
      const element = document.querySelector(request.path);
      if (!element) return { found: false };
      const rect = element.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const top = document.elementFromPoint(x, y);
      return {
        found: true,
        x,
        y,
        hits: Boolean(top && (top === element || element.contains(top) || top.closest('label')?.control === element)),
        over: top ? `${top.tagName.toLowerCase()}.${String(top.className).slice(0, 40)}` : null,
      };
    }
    case 'width':
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
  }
  return null;
}

export const controlsOf = (page: Page) => page.evaluate(probe, { command: 'controls' } as Probe) as Promise<Control[]>;
/** The page's state; read again when a navigation replaced the document while reading. */
export async function stateOf(page: Page, target?: string): Promise<PageState> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await page.evaluate(probe, { command: 'state', target } as Probe)) as PageState;
    } catch (error) {
      if (attempt >= 20 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
}
export const widthOf = (page: Page) =>
  page.evaluate(probe, { command: 'width' } as Probe) as Promise<{ scrollWidth: number; innerWidth: number }>;
export const hitOf = (page: Page, path: string) =>
  page.evaluate(probe, { command: 'hit', path } as Probe) as Promise<{
    found: boolean;
    x: number;
    y: number;
    hits: boolean;
    over: string | null;
  }>;

/** Holds back every script the page asks for (the shell's and the remotes') `ms`, as a slow connection would. */
export async function delayScripts(page: Page, ms: number) {
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {}); // the page may have moved on
  });
}

/** Whether the page the server composed is hydrated (the shell marks <html>). */
export const isPageLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-page-live'));

/** Waits until the page the server composed is hydrated. */
export const waitPageLive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-page-live'), null, { timeout: 30_000 });

/**
 * Holds back every script the page asks for (the shell's and the remotes') until `release()`: the page is the
 * server's HTML alone meanwhile, as on a slow connection. Later navigations (a form sent) are held too.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue().catch(() => {});
  };
  await page.route(/\.js(\?.*)?$/, handler);
  return { release: () => release() };
}

/** Waits until the page's code has taken over: the shell, the page, and any part whose code was fetched. */
export async function waitLive(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-shell-live') &&
      document.documentElement.hasAttribute('data-page-live'),
    null,
    {
      timeout: 20_000,
    },
  );
}

/** Two frames of the page: what it does next (a smooth scroll's step, a render) has had its turn. */
const frames = (page: Page) =>
  Promise.race([
    page
      .evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      )
      .catch(() => undefined),
    // A page without JavaScript runs no frame callbacks.
    page.waitForTimeout(javaScriptOff.has(page) ? 0 : 2000),
  ]);

/** Pages opened with JavaScript off (see `markJavaScriptOff`). */
const javaScriptOff = new WeakSet<Page>();
export const markJavaScriptOff = (page: Page) => javaScriptOff.add(page);

/**
 * Reads the state until it stops changing (a smooth scroll, a render after hydration, a form's code): the same
 * over several reads, each a couple of frames after the last, for at least `quiet` ms. Counted in the page's
 * frames, so a busy machine that delays them does not pass for a still page.
 */
export async function settledState(page: Page, target?: string, { quiet = 250, timeout = 10_000 } = {}) {
  const started = Date.now();
  let last = JSON.stringify(await stateOf(page, target));
  let since = Date.now();
  let same = 0;
  while (Date.now() - started < timeout) {
    await frames(page);
    await page.waitForTimeout(50);
    const now = JSON.stringify(await stateOf(page, target));
    if (now !== last) {
      last = now;
      since = Date.now();
      same = 0;
    } else if (++same >= 3 && Date.now() - since >= quiet) break;
  }
  return JSON.parse(last) as PageState;
}
