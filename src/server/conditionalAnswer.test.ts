import { describe, expect, it } from 'vitest';
import { conditionalAnswer } from './conditionalAnswer.ts';

// What browsers and download managers send that tests/full/server.test.ts does not: a reload, a weak
// validator, a wildcard, several ranges, a date that is no date. Each answer as `send` gave it.

const file = { size: 1000, etag: '"3e8-18c0a1b2c3d"', lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT' };

describe('conditionalAnswer', () => {
  it('sends the whole file again on a reload (Cache-Control: no-cache), even to a client whose copy is current', () => {
    expect(conditionalAnswer({ 'if-none-match': file.etag, 'cache-control': 'no-cache' }, file)).toEqual({ status: 200 });
    expect(conditionalAnswer({ 'if-none-match': file.etag, 'cache-control': 'max-age=0' }, file)).toEqual({ status: 304 });
  });

  it('takes a weak validator, a list and a wildcard in If-None-Match as a match', () => {
    for (const tag of [`W/${file.etag}`, `"other", ${file.etag}`, '*']) {
      expect(conditionalAnswer({ 'if-none-match': tag }, file), tag).toEqual({ status: 304 });
    }
  });

  it('lets If-Match: * and a list holding the ETag through, and ignores an If-Unmodified-Since that is no date', () => {
    expect(conditionalAnswer({ 'if-match': '*' }, file)).toEqual({ status: 200 });
    expect(conditionalAnswer({ 'if-match': ` "a" ,${file.etag} ` }, file)).toEqual({ status: 200 });
    expect(conditionalAnswer({ 'if-unmodified-since': 'yesterday' }, file)).toEqual({ status: 200 });
  });

  it('sends one range of bytes, merged from overlapping ones; the whole file for ranges apart', () => {
    expect(conditionalAnswer({ range: 'bytes=0-99' }, file)).toEqual({ status: 206, start: 0, end: 99 });
    expect(conditionalAnswer({ range: 'bytes=0-99,50-199' }, file)).toEqual({ status: 206, start: 0, end: 199 });
    expect(conditionalAnswer({ range: 'bytes=-100' }, file)).toEqual({ status: 206, start: 900, end: 999 });
    expect(conditionalAnswer({ range: 'bytes=900-5000' }, file)).toEqual({ status: 206, start: 900, end: 999 });
    expect(conditionalAnswer({ range: 'bytes=0-9,500-509' }, file)).toEqual({ status: 200 });
    expect(conditionalAnswer({ range: 'bytes=1000-' }, file)).toEqual({ status: 416 });
  });

  it('checks the preconditions before the range: a failed If-Match is 412, a current copy 304, whatever the Range', () => {
    expect(conditionalAnswer({ 'if-match': '"other"', range: 'bytes=0-9' }, file)).toEqual({ status: 412 });
    expect(conditionalAnswer({ 'if-none-match': file.etag, range: 'bytes=0-9' }, file)).toEqual({ status: 304 });
  });
});
