import { lazy, Suspense, type ReactNode } from 'react';
import { Global, keyframes } from '@emotion/react';
import { Deferred } from '@blueprint/shared/forms/deferred';
import { lazyModule } from '@blueprint/shared/forms/lazy-module';
import { Link, useBasePath, useLocation, useWayBack } from '@blueprint/shared/router';
import type { RouteDefinition } from '@blueprint/contract/routes';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { BUILD_FILES } from '@blueprint/contract/page-server';
import { prerenderRoutes, renderPage } from './prerender';

/** A page's HTML with its build's files on `base`, as the page server joins it. */
const htmlOf = (body: { html: string[] } | undefined, base = '/') => body?.html.join(base) ?? '';

// What a remote's build renders for the shell's server: every path of its route definition, bare and under
// /blueprint, complete (deferred forms included) and with the head each page states.

const fade = keyframes({ to: { opacity: 0 } });

const form = lazyModule(
  async () =>
    function SignUp() {
      return (
        <form aria-label="Sign up">
          <label htmlFor="email">Email</label>
          <input id="email" />
        </form>
      );
    },
);

function CoursePage() {
  useDocumentMeta('AutoCAD', 'Drafting in 2D and 3D.');
  const base = useBasePath();
  return (
    <>
      <h1>AutoCAD</h1>
      <Link to={`${base}/courses`}>All courses</Link>
      <Deferred module={form} what="the sign-up form" minHeight="10rem" />
    </>
  );
}

function LandingPage() {
  return <h1>Welcome</h1>;
}

const routes: RouteDefinition = {
  pages: [
    { module: 'Landing', paths: ['', 'home'], title: 'Home', description: 'The landing page.' },
    { module: 'CourseDetails', paths: ['courses/:name'], title: 'Course', description: 'A course.' },
  ],
};

const renderPages = prerenderRoutes({
  routes,
  loadPage: async (file) => ({ default: file === 'landing-page' ? LandingPage : CoursePage }),
  expand: () => ['courses/autocad'],
  statusOf: (path) => (path.startsWith('courses/') && path !== 'courses/autocad' ? 404 : 200),
});

describe('prerenderRoutes', () => {
  it('renders every path bare and under /blueprint, with the head from the route definition', async () => {
    const pages = await renderPages();
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/blueprint',
      '/home',
      '/blueprint/home',
      '/courses/autocad',
      '/blueprint/courses/autocad',
      '/courses/:name',
      '/blueprint/courses/:name',
    ]);
    const home = pages.find((page) => page.path === '/blueprint');
    expect(home).toMatchObject({
      module: 'Landing',
      status: 200,
      title: 'Home | Blueprint Academy',
      description: 'The landing page.',
    });
    expect(htmlOf(home?.html.light)).toContain('<h1>Welcome</h1>');
    expect(htmlOf(home?.html.dark)).toContain('<h1>Welcome</h1>');
  });

  it('renders a deferred form in the page, and the head and links the page states', async () => {
    const pages = await renderPages();
    const course = pages.find((page) => page.path === '/blueprint/courses/autocad');
    expect(course).toMatchObject({
      status: 200,
      title: 'AutoCAD | Blueprint Academy',
      description: 'Drafting in 2D and 3D.',
    });
    expect(htmlOf(course?.html.light)).toContain('<label for="email">Email</label>');
    expect(htmlOf(course?.html.light)).not.toContain('Loading the sign-up form');
    expect(htmlOf(course?.html.light)).toContain('href="/blueprint/courses"');
    expect(htmlOf(pages.find((page) => page.path === '/courses/autocad')?.html.light)).toContain('href="/courses"');
  });

  it("renders a page the same in both themes: its colours are CSS variables, which the page's theme class sets", async () => {
    function Tinted() {
      return <p css={(theme) => ({ color: theme.colors.text })}>Tinted</p>;
    }
    const [page] = await prerenderRoutes({
      routes: { pages: [{ module: 'Tinted', paths: ['tinted'], title: 'Tinted', description: 'Coloured text.' }] },
      loadPage: async () => ({ default: Tinted }),
    })();
    expect(page?.html.light.styles.map((rule) => rule.css).join('')).toContain('color:var(--color-text)');
    expect(page?.html.dark).toEqual(page?.html.light);
  });

  it('puts a large part that had to load in place, where the browser hydrates it, not sent apart with a script', async () => {
    // Larger than React's default chunk size (12.8 KB), and not loaded yet: the render waits for it.
    function SignUp() {
      return <form aria-label="Sign up">{'Terms of the course. '.repeat(1000)}</form>;
    }
    const late = lazyModule(() => new Promise<typeof SignUp>((resolve) => setTimeout(() => resolve(SignUp), 10)));
    const [page] = await prerenderRoutes({
      routes: { pages: [{ module: 'Late', paths: ['late'], title: 'Late', description: 'A part that loads.' }] },
      loadPage: async () => ({ default: () => <Deferred module={late} what="the sign-up form" minHeight="10rem" /> }),
    })();
    const html = htmlOf(page?.html.light);
    expect(html).toMatch(/<!--\$--><form aria-label="Sign up">/);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it('renders each variant a link can choose by its query, and says which parameters choose them', async () => {
    function Choice() {
      const program = new URLSearchParams(useLocation().search).get('program') ?? 'none';
      return <p>Chosen: {program}</p>;
    }
    const pages = await prerenderRoutes({
      routes: { pages: [{ module: 'Choice', paths: ['internship'], title: 'Internship', description: 'Choose.' }] },
      loadPage: async () => ({ default: Choice }),
      variants: () => ['program=civil', 'program=it&course=ai-ml'],
    })();
    expect(pages.map((page) => page.path)).toEqual([
      '/internship',
      '/internship?program=civil',
      '/internship?program=it&course=ai-ml',
      '/blueprint/internship',
      '/blueprint/internship?program=civil',
      '/blueprint/internship?program=it&course=ai-ml',
    ]);
    expect(pages[0]).toMatchObject({ choices: ['program', 'course'], canonicalPath: 'internship' });
    expect(pages[1]?.choices).toBeUndefined();
    expect(htmlOf(pages[1]?.html.light)).toContain('Chosen: <!-- -->civil');
  });

  it('records where a way back leads without a previous page', async () => {
    function Course() {
      return <form action={useWayBack('/courses')} aria-label="Back" />;
    }
    const pages = await prerenderRoutes({
      routes: { pages: [{ module: 'Course', paths: ['courses/autocad'], title: 'AutoCAD', description: 'A course.' }] },
      loadPage: async () => ({ default: Course }),
    })();
    expect(pages[0]).toMatchObject({ back: '/courses' });
    expect(htmlOf(pages[0]?.html.light)).toContain('action="/courses"');
  });

  it('renders a pattern once more as the fallback for a name nothing matches, with its status', async () => {
    const pages = await renderPages();
    expect(pages.find((page) => page.path === '/courses/:name')).toMatchObject({
      module: 'CourseDetails',
      status: 404,
    });
  });

  it("refuses a style attribute, which the page's CSP would drop, and takes the css prop", async () => {
    await expect(renderPage(<p style={{ marginTop: '1rem' }}>Hi</p>)).rejects.toThrow(
      '<p style="margin-top:1rem"> in the server\'s HTML',
    );
    const page = await renderPage(<p css={{ marginTop: '1rem' }}>style="a"</p>);
    expect(page.styles.map((rule) => rule.css).join('')).toContain('margin-top:1rem');
  });

  it("keeps emotion's rules as data, each once and in order, a global style apart, and no <style> in the HTML", async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) =>
          setTimeout(() => resolve({ default: () => <b>Late</b> }), 10),
        ),
    );
    const box = { maxWidth: '40rem' };
    const page = await renderPage(
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <div css={box}>
          <p css={{ color: 'red', animation: `${fade} 1s` }}>One</p>
          <div css={box}>Two</div>
          <Suspense fallback={<p css={{ letterSpacing: '1em' }}>Loading</p>}>
            <Late />
          </Suspense>
        </div>
      </>,
    );
    expect(page.html.join('')).not.toContain('<style');
    expect(page.globalStyles.map((style) => style.css)).toEqual(['body{margin:0;}']);
    expect(page.styles.map((rule) => rule.id)).toEqual([expect.any(String), expect.any(String), fade.name]);
    expect(page.styles[2]?.css).toContain('@keyframes');
    const [boxRule, red] = page.styles;
    // Only what the page shows: not the rules of the placeholder the late part replaced.
    expect(page.html.join('')).toContain(
      `<div class="css-${boxRule?.id}"><p class="css-${red?.id}">One</p><div class="css-${boxRule?.id}">Two</div>`,
    );
    expect(page.html.join('')).toContain('<b>Late</b>');
    expect(page.styles.map((rule) => rule.css).join('')).not.toContain('letter-spacing');
  });

  it("splits the HTML where it names the build's files, and at a layout's place for a remote's page", async () => {
    const page = await renderPage(
      <main>
        <img src={`${BUILD_FILES}assets/logo.0123456789.svg`} alt="" loading="lazy" />
        <template data-page-slot="" />
        <footer>Footer</footer>
      </main>,
    );
    expect(htmlOf(page, 'https://catalog.example/releases/20261207-120000-abc/')).toBe(
      '<main><img src="https://catalog.example/releases/20261207-120000-abc/assets/logo.0123456789.svg" alt="" loading="lazy"/>',
    );
    expect(page.afterSlot?.join('/')).toBe('<footer>Footer</footer></main>');
  });

  it('refuses an image that loads eagerly: React would preload it, and a remote that stopped answering would hold the page', async () => {
    await expect(renderPage(<img src="/hero.png" alt="" />)).rejects.toThrow('loading="lazy"');
  });
});
