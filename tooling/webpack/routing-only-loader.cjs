// The shell routes by path and module alone: the pages' titles, descriptions and labels stay in their own
// remotes' bundles instead of weighing on every first view. What its compiled-in defaults of the remotes' route
// lists need stays: whether a page is private, left out of the sitemap or nested, and its navigation entry (with the
// page's label when the entry has none of its own).
module.exports = function routingOnly(text) {
  const { pages, ...rest } = JSON.parse(text);
  return JSON.stringify({
    ...rest,
    pages: pages.map(({ nav, label, ...page }) => ({
      ...Object.fromEntries(
        Object.entries(page).filter(([key]) => ['module', 'paths', 'private', 'sitemap', 'nested'].includes(key)),
      ),
      ...(nav ? { nav: { label, ...nav } } : {}),
    })),
  });
};
