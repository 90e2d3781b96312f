/* global process */
// Loaded with --require before main.js: the server sees the Node version the test names.
Object.defineProperty(process.versions, 'node', { value: process.env.PRETEND_NODE_VERSION });
