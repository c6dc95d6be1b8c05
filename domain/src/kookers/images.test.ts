/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { base64MatchesType, fitWithin, imageIdFor, imageTypeOf, imageUrl, isImageIdOf, newImageToken, parseImagePath } from './images';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0x8a, 0x01, 0x00, ...Buffer.from('WEBPVP8 ')]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('image formats', () => {
  it('reads the real format from the first bytes', () => {
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
    expect(imageTypeOf(SVG)).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(imageTypeOf(Uint8Array.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]))).toBeNull();
  });

  it('checks base64 text against its content type, as the rules do', () => {
    expect(base64MatchesType(base64(JPEG), 'image/jpeg')).toBe(true);
    expect(base64MatchesType(base64(PNG), 'image/png')).toBe(true);
    expect(base64MatchesType(base64(WEBP), 'image/webp')).toBe(true);
    for (const size of [0, 1, 0xff, 0xffff, 0xffffff, 0xffffffff]) {
      const bytes = Uint8Array.from([
        ...Buffer.from('RIFF'),
        size & 0xff,
        (size >>> 8) & 0xff,
        (size >>> 16) & 0xff,
        size >>> 24,
        ...Buffer.from('WEBP'),
      ]);
      expect(base64MatchesType(base64(bytes), 'image/webp'), `RIFF size ${size}`).toBe(true);
    }
    expect(base64MatchesType(base64(PNG), 'image/jpeg')).toBe(false);
    expect(base64MatchesType(base64(SVG), 'image/png')).toBe(false);
    expect(base64MatchesType(base64(JPEG), 'image/gif')).toBe(false);
  });
});

describe('image sizes', () => {
  it('fits the longest side within the limit, keeping the proportions, never enlarging', () => {
    expect(fitWithin(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000, 400)).toEqual({ width: 300, height: 400 });
    expect(fitWithin(640, 480, 1280)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(5000, 10, 400)).toEqual({ width: 400, height: 1 });
  });
});

describe('image ids and addresses', () => {
  it('name their owner', () => {
    const id = imageIdFor(
      'kenza',
      newImageToken((length) => crypto.getRandomValues(new Uint8Array(length))),
    );
    expect(id).toMatch(/^kenza_[A-Za-z0-9]{20}$/);
    expect(isImageIdOf(id, 'kenza')).toBe(true);
    expect(isImageIdOf(id, 'olivier')).toBe(false);
    expect(isImageIdOf('kenza', 'kenza')).toBe(false);
    expect(isImageIdOf('kenza_a_b', 'kenza')).toBe(false);
    expect(isImageIdOf('kenza_', 'kenza')).toBe(false);
  });

  it('take their token from the bytes given, each letter equally likely: a byte that would bias it is drawn again', () => {
    // 248 and above (248 = 4 × 62) are skipped: 0 → 'A', 61 → '9', 62 → 'A' again.
    const bytes = [250, 255, 0, 61, 62, 123, ...Array.from({ length: 30 }, (_, index) => index)];
    let next = 0;
    const token = newImageToken((length) => Uint8Array.from({ length }, () => bytes[next++ % bytes.length] ?? 0));
    expect(token).toBe('A9A9ABCDEFGHIJKLMNOP');
  });

  it('are served under /images, with /small for the list variant', () => {
    expect(imageUrl('kenza_abc')).toBe('/images/kenza_abc');
    expect(imageUrl('kenza_abc', 'small')).toBe('/images/kenza_abc/small');
    expect(parseImagePath('/images/kenza_abc')).toEqual({ imageId: 'kenza_abc', variant: 'large' });
    expect(parseImagePath('/images/kenza_abc/small')).toEqual({ imageId: 'kenza_abc', variant: 'small' });
    expect(parseImagePath('/images/')).toBeNull();
    expect(parseImagePath('/images/a/b/c')).toBeNull();
    expect(parseImagePath('/images/..%2Fusers')).toBeNull();
    expect(parseImagePath('/images/%E0%A4%A')).toBeNull();
  });
});
