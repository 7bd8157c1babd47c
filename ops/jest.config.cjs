module.exports = require('@blueprint/jest-config/node')(__dirname, { testMatch: ['<rootDir>/test/*.test.mjs'] });
