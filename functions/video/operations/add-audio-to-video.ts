import { join } from 'node:path';
import { videoAddAudio } from '../../../shared/operations/video.js';
import type { OperationFn } from '../../core/implement.js';
import { videoImplementation } from '../deps.js';
import { audioCodecArgs, containerArgs, videoCodecArgs } from '../engine/encode.js';
import { hasAudio, outputFile, probeInput, videoStreamOf, withWorkspace } from '../engine/media.js';
import { saveInput, stage, type VideoDeps } from '../inputs.js';
import { measureFromVideo } from '../measure.js';

const mix = 'aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo';

/**
 * New soundtrack for a video, as long as the video: the main track plays once (padded with silence) or, with
 * `matchAudioDuration`, loops to fill it; the secondary track (music) always loops; `videoAudio: mix` keeps the
 * video's own audio under them (a video without audio simply has none to keep). amix in this ffmpeg build scales
 * each of its n inputs by 1/n and has no `normalize` option, so each volume is multiplied by n to compensate.
 * The video stream is copied when it is H.264, re-encoded otherwise.
 */
export function createAddAudio(deps: VideoDeps): OperationFn<typeof videoAddAudio> {
  return async (input, ctx) =>
    withWorkspace(async (dir) => {
      const videoPath = await saveInput(deps, input.videoUrl, 'videoUrl', ctx, 'video', join(dir, 'in.video'));
      const mainPath = await saveInput(deps, input.mainAudioUrl, 'mainAudioUrl', ctx, 'audio', join(dir, 'main.audio'));
      const secondaryPath = input.secondaryAudioUrl
        ? await saveInput(deps, input.secondaryAudioUrl, 'secondaryAudioUrl', ctx, 'audio', join(dir, 'second.audio'))
        : undefined;
      const info = await probeInput(deps.ffmpeg, videoPath, 'videoUrl', 'video', ctx.signal);
      await probeInput(deps.ffmpeg, mainPath, 'mainAudioUrl', 'audio', ctx.signal);
      if (secondaryPath) await probeInput(deps.ffmpeg, secondaryPath, 'secondaryAudioUrl', 'audio', ctx.signal);
      stage(0, 10)(1);

      const duration = info.durationSeconds;
      const keepOriginal = input.videoAudio === 'mix' && hasAudio(info);
      const args = ['-i', videoPath];
      const tracks: { index: number; volume: number; loop: boolean }[] = [];
      if (input.matchAudioDuration) args.push('-stream_loop', '-1');
      args.push('-i', mainPath);
      tracks.push({ index: 1, volume: input.mainAudioVolume, loop: input.matchAudioDuration });
      if (secondaryPath) {
        args.push('-stream_loop', '-1', '-i', secondaryPath);
        tracks.push({ index: 2, volume: input.secondaryAudioVolume, loop: true });
      }
      const n = tracks.length + (keepOriginal ? 1 : 0);
      const chains = tracks.map(
        (t, i) => `[${t.index}:a]${mix},volume=${(t.volume * n).toFixed(4)}${t.loop ? '' : ',apad'}[a${i}]`,
      );
      if (keepOriginal)
        chains.push(`[0:a:0]${mix},volume=${(input.originalAudioVolume * n).toFixed(4)},apad[a${tracks.length}]`);
      const labels = Array.from({ length: n }, (_, i) => `[a${i}]`).join('');
      const mixed =
        n === 1
          ? `${labels}atrim=0:${duration.toFixed(3)}[aout]`
          : `${labels}amix=inputs=${n}:duration=first:dropout_transition=0,atrim=0:${duration.toFixed(3)}[aout]`;
      const copy = videoStreamOf(info)?.codec === 'h264';
      const out = join(dir, 'out.mp4');
      await deps.ffmpeg.run(
        [
          ...args,
          '-filter_complex',
          `${chains.join(';')};${mixed}`,
          '-map',
          '0:v:0',
          '-map',
          '[aout]',
          ...(copy ? ['-c:v', 'copy'] : videoCodecArgs('mp4')),
          ...audioCodecArgs('mp4'),
          '-t',
          duration.toFixed(3),
          ...containerArgs('mp4'),
          out,
        ],
        { signal: ctx.signal, durationSeconds: duration, onProgress: stage(10, 99) },
      );
      const video = await outputFile(out, 'video/mp4', 'video-with-audio.mp4');
      // Cut at the video's end, so as long as the video: the job settles at that length (docs/pricing.md).
      return { ...video, measured: { outputSeconds: duration } };
    });
}

// As long as the video it adds audio to, probed at accept (measure.ts).
export default videoImplementation(videoAddAudio, createAddAudio, (deps) => ({ measure: measureFromVideo(deps) }));
