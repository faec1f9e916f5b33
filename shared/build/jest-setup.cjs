require('@testing-library/jest-dom');

// jsdom lacks TextEncoder, which react-router 7 creates as soon as it loads.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
