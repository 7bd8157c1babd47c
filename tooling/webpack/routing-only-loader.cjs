// The shell routes by path and module alone: the pages' titles, descriptions and labels stay in their own
// remotes' bundles instead of weighing on every first view.
module.exports = function routingOnly(text) {
  const { pages, ...rest } = JSON.parse(text);
  return JSON.stringify({
    ...rest,
    pages: pages.map((page) => Object.fromEntries(Object.entries(page).filter(([key]) => ['module', 'paths', 'private'].includes(key)))),
  });
};
