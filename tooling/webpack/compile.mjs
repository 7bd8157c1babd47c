// @ts-check

/**
 * Compiles a webpack config to completion with a compiler of its own (the prerender's server build, a remote's
 * standalone runtime script), or fails with its errors.
 * @param {typeof import('@rspack/core').rspack} webpack @param {import('@rspack/core').Configuration} config
 * @returns {Promise<import('@rspack/core').Stats | undefined>}
 */
export function compile(webpack, config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(stats);
      });
    });
  });
}
