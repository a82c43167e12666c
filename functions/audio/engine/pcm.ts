/** Mono 16-bit PCM as every speech engine here produces it, and the WAV container written around it. */
export interface Pcm {
  /** Little-endian signed 16-bit samples, one channel. */
  readonly samples: Int16Array;
  readonly sampleRate: number;
}

export const durationOf = (pcm: Pcm): number => pcm.samples.length / pcm.sampleRate;

/** Joins chunks of the same rate (engines that speak a long text in pieces). */
export function concatPcm(parts: readonly Pcm[], sampleRate: number): Pcm {
  const total = parts.reduce((sum, p) => sum + p.samples.length, 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return { samples, sampleRate };
}

/** The 44-byte RIFF/WAVE header (PCM, mono, 16 bit) followed by the samples. */
export function wavBytes(pcm: Pcm): Uint8Array<ArrayBuffer> {
  const dataBytes = pcm.samples.length * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, pcm.sampleRate, true);
  view.setUint32(28, pcm.sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < pcm.samples.length; i++) view.setInt16(44 + i * 2, pcm.samples[i] ?? 0, true);
  return out;
}

/** Raw little-endian bytes of the samples (what ffmpeg reads as `-f s16le`). */
export function pcmBytes(pcm: Pcm): Uint8Array {
  const out = new Uint8Array(pcm.samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < pcm.samples.length; i++) view.setInt16(i * 2, pcm.samples[i] ?? 0, true);
  return out;
}

/** Reads little-endian 16-bit samples (Polly's `pcm` output format). */
export function pcmFromBytes(bytes: Uint8Array, sampleRate: number): Pcm {
  const count = Math.floor(bytes.length / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  const samples = new Int16Array(count);
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(i * 2, true);
  return { samples, sampleRate };
}
