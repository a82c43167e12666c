import { join } from 'node:path';
import type { DiskFileResult, FileResult } from '../../core/operation.js';
import { audioCodecArgs, containerArgs, contentTypes, type VideoFormat, videoCodecArgs } from './encode.js';
import type { Ffmpeg } from './ffmpeg.js';
import { outputFile } from './media.js';

/** One filter-graph encode: inputs, a `-filter_complex` graph, the streams it maps out, and the output's name. */
export interface GraphEncode {
  /** ffmpeg's input arguments in input-index order (`-i a.mp4`, `-loop 1 -i b.png`, `-f lavfi -i anullsrc…`). */
  readonly inputs: readonly string[];
  readonly graph: string;
  /** What the output carries: graph labels (`[v]`) or input streams (`3:a`), in order. */
  readonly maps: readonly string[];
  /** Output options placed before the codecs (`-r 30`, `-t 12.000`). */
  readonly outputArgs?: readonly string[];
  readonly format: VideoFormat;
  /** The workspace the output is written into (engine/media.ts withWorkspace). */
  readonly dir: string;
  /** The result's file name, without the extension (the format's is added). */
  readonly name: string;
  /** The output's expected length, for progress. */
  readonly durationSeconds: number;
  readonly signal: AbortSignal;
  readonly onProgress: (fraction: number) => void;
}

/**
 * Encodes a filter graph into one video file of `format` (engine/encode.ts codecs and container) and answers it as
 * the operation's result: the one way the slideshow render and the merge drive ffmpeg (its errors, progress and
 * stop on the signal are engine/ffmpeg.ts's).
 */
export async function encodeGraph(ffmpeg: Ffmpeg, job: GraphEncode): Promise<FileResult | DiskFileResult> {
  const out = join(job.dir, `out.${job.format}`);
  await ffmpeg.run(
    [
      ...job.inputs,
      '-filter_complex',
      job.graph,
      ...job.maps.flatMap((stream) => ['-map', stream]),
      ...(job.outputArgs ?? []),
      ...videoCodecArgs(job.format),
      ...audioCodecArgs(job.format),
      ...containerArgs(job.format),
      out,
    ],
    { signal: job.signal, durationSeconds: job.durationSeconds, onProgress: job.onProgress },
  );
  return outputFile(out, contentTypes[job.format], `${job.name}.${job.format}`);
}
