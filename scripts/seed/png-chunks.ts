/** Reading back the PNG files png.ts writes: what the seed's tests check its pictures with. */
import { PNG_SIGNATURE } from './png';

export interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** The chunks of a PNG file, in order. */
export function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length), crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

/** Width and height, from the header of a PNG file. */
export function pngSizeOf(png: Buffer): [number, number] {
  const header = chunksOf(png)[0];
  if (header?.type !== 'IHDR') throw new Error('Pas un fichier PNG');
  return [header.data.readUInt32BE(0), header.data.readUInt32BE(4)];
}
