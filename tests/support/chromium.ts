// The browser finder is shared with `npm run audit`, so it lives beside it.
export * from '../../src/audit/chromium.ts';
