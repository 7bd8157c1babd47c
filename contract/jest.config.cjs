module.exports = require('@blueprint/jest-config/node')(__dirname, { testMatch: ['<rootDir>/src/**/*.test.ts'] });
