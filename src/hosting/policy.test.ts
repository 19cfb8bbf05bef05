import { describe, expect, it } from 'vitest';
import { contentTypeFor, DEFAULT_CONTENT_TYPE, isCompressible } from './policy.ts';

describe('the content type of a served file', () => {
  it('follows the extension of its name, in any letter case', () => {
    expect(contentTypeFor('/privacy/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('/assets/Hero-Ab12_-9z.AVIF')).toBe('image/avif');
  });

  it('is plain bytes for a name without an extension, never a page (as the nginx config serves it)', () => {
    expect(contentTypeFor('/LICENSE')).toBe(DEFAULT_CONTENT_TYPE);
    expect(contentTypeFor('/.well-known/security')).toBe(DEFAULT_CONTENT_TYPE);
    expect(isCompressible('/LICENSE')).toBe(false);
  });
});
