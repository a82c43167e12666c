import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { videoAddSubtitles } from '../../../shared/operations/video.js';
import type { OperationFn } from '../../core/implement.js';
import { buildAss, buildSrt } from '../ass.js';
import { videoImplementation } from '../deps.js';
import {
  audioCodecArgs,
  containerArgs,
  contentTypes,
  filterValue,
  type VideoFormat,
  videoCodecArgs,
} from '../engine/encode.js';
import { hasAudio, outputFile, probeInput, videoStreamOf, withWorkspace } from '../engine/media.js';
import { saveInput, stage, type VideoDeps } from '../inputs.js';
import { measureFromVideo } from '../measure.js';

/** Whether the input's video stream can be copied into the output container untouched (soft subtitles). */
const copiesInto = (codec: string, format: VideoFormat): boolean =>
  format === 'webm' ? codec === 'vp8' || codec === 'vp9' : codec === 'h264';

/**
 * Subtitles from cues (or SRT/WebVTT parsed at validation). Burned in with libass from an ASS script we write
 * ourselves (style options → one style; cue text escaped so markup is drawn as text; bundled DejaVu fonts through
 * fontconfig, any Unicode DejaVu covers), or added as a soft track (mov_text in mp4/mov, WebVTT in webm) with the
 * video copied when the codec fits the container.
 */
export function createAddSubtitles(deps: VideoDeps): OperationFn<typeof videoAddSubtitles> {
  return async (input, ctx) => {
    const format = input.outputFormat;
    return withWorkspace(async (dir) => {
      const inPath = await saveInput(deps, input.videoUrl, 'videoUrl', ctx, 'video', join(dir, 'in.video'));
      const info = await probeInput(deps.ffmpeg, inPath, 'videoUrl', 'video', ctx.signal);
      const video = videoStreamOf(info);
      const width = video?.width ?? 1280;
      const height = video?.height ?? 720;
      stage(0, 10)(1);
      const out = join(dir, `out.${format}`);
      const audio = hasAudio(info) ? ['-map', '0:a:0', ...audioCodecArgs(format)] : [];
      if (input.subtitleMode === 'soft') {
        await writeFile(join(dir, 'subs.srt'), buildSrt(input.subtitles));
        const copy = video !== undefined && copiesInto(video.codec, format);
        await deps.ffmpeg.run(
          [
            '-i',
            inPath,
            '-i',
            join(dir, 'subs.srt'),
            '-map',
            '0:v:0',
            ...audio,
            '-map',
            '1:0',
            ...(copy ? ['-c:v', 'copy'] : videoCodecArgs(format)),
            '-c:s',
            format === 'webm' ? 'webvtt' : 'mov_text',
            ...containerArgs(format),
            out,
          ],
          { signal: ctx.signal, durationSeconds: info.durationSeconds, onProgress: stage(10, 99) },
        );
      } else {
        const assPath = join(dir, 'subs.ass');
        await writeFile(assPath, buildAss(input.subtitles, input, width, height));
        const fonts = await deps.fontsDir();
        await deps.ffmpeg.run(
          [
            '-i',
            inPath,
            '-map',
            '0:v:0',
            ...audio,
            '-vf',
            `subtitles=filename=${filterValue(assPath)}:fontsdir=${filterValue(fonts)}`,
            ...videoCodecArgs(format),
            ...containerArgs(format),
            out,
          ],
          { signal: ctx.signal, durationSeconds: info.durationSeconds, onProgress: stage(10, 99) },
        );
      }
      const subtitled = await outputFile(out, contentTypes[format], `subtitled.${format}`);
      // The output is as long as the video: the job settles at that length (docs/pricing.md).
      return { ...subtitled, measured: { outputSeconds: info.durationSeconds } };
    });
  };
}

// As long as the video it subtitles, probed at accept (measure.ts).
export default videoImplementation(videoAddSubtitles, createAddSubtitles, (deps) => ({
  measure: measureFromVideo(deps),
}));
