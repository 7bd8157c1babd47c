// The API's tests run against a real database: SQLite by default, PostgreSQL when DATABASE_URL is set.
module.exports = require('@blueprint/jest-config/node')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});
