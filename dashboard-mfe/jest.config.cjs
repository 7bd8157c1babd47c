const preset = require('@blueprint/jest-config/preset');

const base = preset(__dirname);

// Also: socket.io-client's `io` replaced by a fake server the tests drive, and layout for the virtual list.
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
