/** Output encodings per container: H.264 + AAC with faststart for mp4/mov, VP8 + Opus for webm. */
export type VideoFormat = 'mp4' | 'mov' | 'webm';

export const contentTypes: Record<VideoFormat, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export function videoCodecArgs(format: VideoFormat): string[] {
  if (format === 'webm') {
    return ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1500k', '-pix_fmt', 'yuv420p'];
  }
  return ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
}

export function audioCodecArgs(format: VideoFormat): string[] {
  return format === 'webm' ? ['-c:a', 'libopus', '-b:a', '96k'] : ['-c:a', 'aac', '-b:a', '128k'];
}

export function containerArgs(format: VideoFormat): string[] {
  return format === 'webm' ? ['-f', 'webm'] : ['-movflags', '+faststart', '-f', format];
}

/** libx264 with yuv420p needs even dimensions. */
export const even = (n: number): number => Math.max(2, Math.floor(n / 2) * 2);

/** Escapes a value for an ffmpeg filter argument (inside a filtergraph string). */
export const filterValue = (value: string): string => value.replace(/[\\:'[\],;]/g, (c) => `\\${c}`);

/** Scales into W×H keeping the aspect ratio, pads with black, square pixels. */
export const fitInto = (w: number, h: number): string =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1`;
