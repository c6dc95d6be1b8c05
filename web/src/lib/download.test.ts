import { describe, expect, it } from 'vitest';
import { bytesOfBase64 } from './download';

describe('a file a function answers in base64', () => {
  it('becomes its bytes, a PDF’s signature included', () => {
    expect([...bytesOfBase64('JVBERi0xLjc=')]).toEqual([...new TextEncoder().encode('%PDF-1.7')]);
    expect(bytesOfBase64('')).toHaveLength(0);
  });

  it('keeps bytes above 127 as they are', () => {
    expect([...bytesOfBase64('/wCA')]).toEqual([255, 0, 128]);
  });
});
