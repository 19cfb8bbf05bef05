import { describe, expect, it } from 'vitest';
import { publicAddress } from './publicAddress.ts';

describe("the hosted editor's public address", () => {
  it('is an HTTPS site root, whose host and origin alone are answered', () => {
    expect(publicAddress('https://edit.acme.example')).toEqual({
      url: 'https://edit.acme.example/',
      origin: 'https://edit.acme.example',
      host: 'edit.acme.example',
    });
    expect(publicAddress('https://Edit.Acme.example:8443/').host).toBe('edit.acme.example:8443');
    expect(publicAddress('http://localhost:4174').origin).toBe('http://localhost:4174');
  });

  it('refuses what passkeys and Secure cookies cannot work on, saying what to give', () => {
    expect(() => publicAddress(undefined)).toThrow(
      /needs the address its people open: give it, such as --public-url https:\/\/edit\.acme\.example/,
    );
    expect(() => publicAddress('http://edit.acme.example')).toThrow(
      /is not HTTPS: .* put the editor behind a proxy with TLS \(docs\/hosting\.md\)/,
    );
    expect(() => publicAddress('https://edit.acme.example/editor')).toThrow(/not an address of a site's root/);
    expect(() => publicAddress('https://203.0.113.9')).toThrow(/Passkeys need a host name/);
    expect(() => publicAddress('edit.acme.example')).toThrow(/not an address of a site's root/);
  });
});
