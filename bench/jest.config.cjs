module.exports = require('@blueprint/jest-config/node')(__dirname, { testMatch: ['<rootDir>/lib/*.test.mjs'] });
