import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../../../infra/smoke/fixtures.js';
import { mp4Seconds, pdfPageCount, wavSeconds } from '../../../infra/smoke/media.js';

/** A PCM WAV of `seconds` at 8 kHz mono 16-bit, with an extra chunk before `data` as real encoders write. */
function wav(seconds: number): Uint8Array {
  const data = 8000 * 2 * seconds;
  const bytes = new Uint8Array(12 + 24 + 12 + 8 + data);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => bytes.set(new TextEncoder().encode(text), at);
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.byteLength - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'LIST');
  view.setUint32(40, 4, true);
  ascii(44, 'INFO');
  ascii(48, 'data');
  view.setUint32(52, data, true);
  return bytes;
}

/** The smallest MP4 the parser reads: ftyp, then moov holding a version-0 mvhd. */
function mp4(duration: number, timescale: number): Uint8Array {
  const bytes = new Uint8Array(16 + 8 + 8 + 100);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => bytes.set(new TextEncoder().encode(text), at);
  view.setUint32(0, 16);
  ascii(4, 'ftypisom');
  view.setUint32(16, 8 + 108);
  ascii(20, 'moov');
  view.setUint32(24, 108);
  ascii(28, 'mvhd');
  view.setUint32(32 + 12, timescale);
  view.setUint32(32 + 16, duration);
  return bytes;
}

describe('the smoke media checks', () => {
  it('reads a WAV length past chunks before its data', () => {
    expect(wavSeconds(wav(2))).toBe(2);
    expect(() => wavSeconds(new TextEncoder().encode('ID3 not a wave file'))).toThrow('not a RIFF/WAVE file');
  });

  it("reads an MP4's length from its movie header", () => {
    expect(mp4Seconds(mp4(1500, 1000))).toBe(1.5);
    expect(() => mp4Seconds(wav(1))).toThrow('not an MP4');
  });

  it('counts the pages of a PDF and refuses what is not one', async () => {
    expect(await pdfPageCount(await onePagePdf('smoke'))).toBe(1);
    await expect(pdfPageCount(new TextEncoder().encode('<html>'))).rejects.toThrow('not a PDF');
  });
});
