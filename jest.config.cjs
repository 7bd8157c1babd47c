// `pnpm test:unit` / `npm test`: every package's jest project in one run.
module.exports = {
  projects: [
    'contract',
    'shared',
    'shell',
    'marketing-mfe',
    'catalog-mfe',
    'internship-mfe',
    'dashboard-mfe',
    'api',
    'page-server',
    'ops',
    'tooling/webpack',
    'bench',
  ].map((dir) => `<rootDir>/${dir}`),
};
