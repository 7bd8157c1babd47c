// Jest preset for browser packages (React in jsdom). A package's jest.config.cjs is:
//   module.exports = require('@blueprint/jest-config/preset')(__dirname);
const path = require('node:path');
const { swcOptions } = require('@blueprint/tsconfig/swc.cjs');

/** @returns {import('jest').Config} */
module.exports = function preset(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: {
      // .mjs too: the plain-JavaScript modules Node also imports (@blueprint/shared/site/*).
      '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcOptions({ target: 'jest' })],
    },
    moduleNameMapper: {
      '\\.(svg|webp|avif|png|jpe?g)$': require.resolve('./file-stub.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
};
