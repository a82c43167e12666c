import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mergeLimits, videoMerge } from '../../../shared/operations/video.js';
import type { OperationFn } from '../../core/implement.js';
import { videoImplementation } from '../deps.js';
import { even, filterValue, fitInto } from '../engine/encode.js';
import { encodeGraph } from '../engine/graph.js';
import { checkOutputSeconds, hasAudio, probeInput, withWorkspace } from '../engine/media.js';
import { saveInput, stage, type VideoDeps } from '../inputs.js';
import { measureMerge } from '../measure.js';

const { fps, titleSeconds } = mergeLimits;
const audioNorm = 'aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo';

/**
 * Joins videos at one size (letterboxed), 30 fps, 48 kHz stereo: each segment is cut to its own video length and
 * given silence when it has no audio, so concat never drifts. `transition: fade` fades each segment through black
 * (no xfade in this build). A `title` adds a 3-second title card (bundled DejaVu font, drawn as text) in front.
 */
export function createMergeVideos(deps: VideoDeps): OperationFn<typeof videoMerge> {
  return async (input, ctx) => {
    const width = even(input.width);
    const height = even(input.height);
    const format = input.outputFormat;
    return withWorkspace(async (dir) => {
      const refs = input.videos.map((v) => (typeof v === 'string' ? v : v.url));
      const probed = [];
      for (const [i, ref] of refs.entries()) {
        const field = `videos[${i}]`;
        const path = await saveInput(deps, ref, field, ctx, 'video', join(dir, `in${i}.video`));
        probed.push({ path, info: await probeInput(deps.ffmpeg, path, field, 'video', ctx.signal) });
        stage(0, 10)((i + 1) / refs.length);
      }
      const segments: string[] = [];
      const chains: string[] = [];
      const args: string[] = [];
      let total = 0;
      if (input.title) {
        const fonts = await deps.fontsDir();
        await writeFile(join(dir, 'title.txt'), input.title);
        const size = Math.max(16, Math.round(height / 12));
        chains.push(
          `color=c=black:s=${width}x${height}:r=${fps}:d=${titleSeconds},format=yuv420p,` +
            `drawtext=fontfile=${filterValue(join(fonts, 'DejaVuSans-Bold.ttf'))}:textfile=${filterValue(join(dir, 'title.txt'))}:` +
            `expansion=none:fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=(h-text_h)/2,setsar=1[tv]`,
          `anullsrc=r=48000:cl=stereo,atrim=0:${titleSeconds},${audioNorm}[ta]`,
        );
        segments.push('[tv][ta]');
        total += titleSeconds;
      }
      probed.forEach(({ path, info }, i) => {
        args.push('-i', path);
        const d = info.durationSeconds.toFixed(3);
        const fade =
          input.transition === 'fade'
            ? `,fade=t=in:st=0:d=0.4,fade=t=out:st=${Math.max(0, info.durationSeconds - 0.4).toFixed(3)}:d=0.4`
            : '';
        chains.push(
          `[${i}:v:0]${fitInto(width, height)},fps=${fps},format=yuv420p,trim=duration=${d},setpts=PTS-STARTPTS${fade}[v${i}]`,
        );
        const audioSource = hasAudio(info)
          ? `[${i}:a:0]${audioNorm},asetpts=PTS-STARTPTS`
          : `anullsrc=r=48000:cl=stereo,${audioNorm}`;
        const afade =
          input.transition === 'fade'
            ? `,afade=t=in:st=0:d=0.4,afade=t=out:st=${Math.max(0, info.durationSeconds - 0.4).toFixed(3)}:d=0.4`
            : '';
        chains.push(`${audioSource},apad,atrim=0:${d}${afade}[a${i}]`);
        segments.push(`[v${i}][a${i}]`);
        total += info.durationSeconds;
      });
      checkOutputSeconds(total);
      const graph = `${chains.join(';')};${segments.join('')}concat=n=${segments.length}:v=1:a=1[v][a]`;
      const merged = await encodeGraph(deps.ffmpeg, {
        inputs: args,
        graph,
        maps: ['[v]', '[a]'],
        format,
        dir,
        name: 'merged',
        durationSeconds: total,
        signal: ctx.signal,
        onProgress: stage(10, 99),
      });
      // The job was held at the longest output accepted; it settles at the length it produced (docs/pricing.md).
      return { ...merged, measured: { outputSeconds: total } };
    });
  };
}

// As long as its clips and title card, probed at accept (measure.ts).
export default videoImplementation(videoMerge, createMergeVideos, (deps) => ({ measure: measureMerge(deps) }));
