// The page server's tests, and the renderers' (React on Node: react-dom/static needs no DOM).
module.exports = require('@blueprint/jest-config/node')(__dirname, { testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'] });
