// Jest preset for Node packages (the API, tooling).
const path = require('node:path');
const { swcOptions } = require('@blueprint/tsconfig/swc.cjs');

/** @returns {import('jest').Config} */
module.exports = function nodePreset(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: 'node',
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ target: 'jest' })],
      '^.+\\.mjs$': ['@swc/jest', swcOptions({ target: 'jest' })],
    },
    testMatch: ['<rootDir>/**/*.test.{ts,mts,mjs}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Some server dependencies ship only ES modules (cookie, jose, content-disposition for @fastify/static, otplib's @scure/base and @noble/hashes); jest runs CommonJS, so those files are
    // compiled too. SWC is fast and jest caches the result.
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(cookie|jose|uuid|content-disposition|@scure\\+base|@noble\\+hashes)@)',
    ],
    ...overrides,
  };
};
