module.exports = require('@blueprint/jest-config/preset')(__dirname);
