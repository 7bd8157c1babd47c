// @ts-check
// A remote's route definition (its src/routes.json) is the one statement of its pages: their paths, the
// module each is exposed as, and its title and description. These helpers turn it into what each consumer
// needs: webpack's `exposes`, the shell's route table (also read by the static server), the standalone
// router and the test render helpers. Plain JavaScript without dependencies, so Node imports it as it is.

/**
 * An exposed page module 'CourseDetails' lives in src/pages/course-details-page.tsx.
 * @param {string} module
 */
export function pageFileOf(module) {
  return `${module.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()}-page`;
}

/**
 * The page of a route definition exposed as `module`, for its title and description.
 * @param {import('./routes.d.mts').RouteDefinition} definition
 * @param {string} module
 */
export function routePage(definition, module) {
  const page = definition.pages.find((candidate) => candidate.module === module);
  if (!page) throw new Error(`No page ${module} in the route definition`);
  return page;
}

/**
 * Webpack's `exposes` for a remote: './Home' → './src/pages/home-page.tsx' for each page, and the other
 * modules it exposes ('./navigation' → './src/navigation.ts').
 * @param {import('./routes.d.mts').RouteDefinition} definition
 * @returns {Record<string, string>}
 */
export function exposesOf(definition) {
  return {
    ...Object.fromEntries(definition.pages.map((page) => [`./${page.module}`, `./src/pages/${pageFileOf(page.module)}.tsx`])),
    ...Object.fromEntries(Object.entries(definition.modules ?? {}).map(([name, file]) => [`./${name}`, `./src/${file}`])),
  };
}

/**
 * The shell's route table: one row per path of every remote's pages, in the remotes' order.
 * @template {string} R
 * @param {Record<R, import('./routes.d.mts').RouteDefinition>} definitions by remote name
 * @returns {Array<import('./routes.d.mts').RemotePage<R>>}
 */
export function routeTable(definitions) {
  return /** @type {Array<[R, import('./routes.d.mts').RouteDefinition]>} */ (Object.entries(definitions)).flatMap(([remote, definition]) =>
    definition.pages.flatMap((page) =>
      page.paths.map((path) => ({ path, remote, module: page.module, ...(page.private ? { private: /** @type {const} */ (true) } : {}) })),
    ),
  );
}
