import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../src/http/negotiateEncoding';

describe('negotiateEncoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    // Weights decide; Brotli wins a tie.
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['BR;Q=1, GZIP;q=0.1', 'br'],
    ['gzip; q=1.000, br;q=0.999', 'gzip'],
    // q=0 means "not acceptable".
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    // `*` stands for every coding not named.
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    // Identity asked for above every compression.
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [' , ;q=1', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('answers identity without the header', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
