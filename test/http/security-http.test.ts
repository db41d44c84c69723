// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The shared security suite (security.test.ts) again, over real HTTP connections: every request then meets the
 * front door of cached answers and its admission, which inject never reaches.
 */
process.env['TEST_TRANSPORT'] = 'http';
await import('./security.test.js');
