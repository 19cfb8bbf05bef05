import { describe, expect, it } from 'vitest';
import { UsageError } from '../../config/problem.ts';
import { editorAddress, editorHost, isLoopback } from './editorAddress.ts';

describe('the address the editor prints and the only Host and Origin it answers', () => {
  it('is the host and port it listens on, an IPv6 address in brackets', () => {
    expect(editorAddress('localhost', 4174)).toEqual({
      url: 'http://localhost:4174/',
      origin: 'http://localhost:4174',
      host: 'localhost:4174',
    });
    expect(editorAddress('::1', 4174).host).toBe('[::1]:4174');
  });

  it('is on this computer alone unless HOST says otherwise, and then a warning is due', () => {
    expect(editorHost({})).toBe('localhost');
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['192.168.1.20', 'carrier-pc.local', '10.0.0.1']) expect(isLoopback(host), host).toBe(false);
  });

  it('is refused as every address (0.0.0.0, ::): no browser would name it, so every request would be refused', () => {
    for (const host of ['0.0.0.0', '::']) expect(() => editorHost({ HOST: host })).toThrow(UsageError);
    expect(() => editorHost({ HOST: '0.0.0.0' })).toThrow(/set HOST to this computer's address on the network/);
  });
});
