import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { ownResultUrls } from '../core/files/own-results.js';
import { createFileResolver } from '../core/files/resolve.js';
import { createResultCopier } from '../core/files/results.js';
import { createFileSaver, type FileSaver } from '../core/files/save.js';
import type { FileResolver, ResultCopier } from '../core/files/types.js';
import type { TrustedUrls } from '../core/net/trusted.js';
import { videoConfig } from './config.js';
import type { VideoFamilyDeps } from './deps.js';
import { binaries } from './engine/binaries.js';
import { createFfmpeg } from './engine/ffmpeg.js';
import { createNovaReelEngine } from './engine/nova-reel.js';

/**
 * Production engines for the video family, built at first use (config is read then, never at import).
 * `resolveFile` is the pipeline's resolver over the files bucket; `saveFile` its twin that streams inputs to disk.
 */
export function defaultVideoDeps(): VideoFamilyDeps {
  let resolver: FileResolver | undefined;
  let saver: FileSaver | undefined;
  let bedrock: BedrockRuntimeClient | undefined;
  let copier: ResultCopier | undefined;
  let ownResults: TrustedUrls | undefined;
  const bins = () => {
    const c = videoConfig();
    return binaries({ ffmpeg: c.FFMPEG_PATH, ffprobe: c.FFPROBE_PATH });
  };
  const lazyConfig = () => videoConfig();
  const engine = createNovaReelEngine({
    client: () => (bedrock ??= new BedrockRuntimeClient({ region: lazyConfig().NOVA_REEL_REGION })),
    get modelId() {
      return lazyConfig().NOVA_REEL_MODEL_ID;
    },
    get outputS3Uri() {
      const c = lazyConfig();
      return c.VIDEO_AI_PROVIDER === 'bedrock' ? c.NOVA_REEL_OUTPUT_S3_URI : undefined;
    },
  });
  return {
    ffmpeg: createFfmpeg(bins),
    fontsDir: async () => (await bins()).fontsDir,
    resolveFile: (ref, options) => {
      resolver ??= createFileResolver({ s3: s3Client(), bucket: config().FILES_BUCKET });
      return resolver(ref, options);
    },
    saveFile: (ref, options) => {
      saver ??= createFileSaver({ s3: s3Client(), bucket: config().FILES_BUCKET });
      return saver(ref, options);
    },
    ownResults: () => {
      ownResults ??= ownResultUrls({ s3: s3Client(), bucket: config().FILES_BUCKET });
      return ownResults();
    },
    imageToVideo: engine,
    // Nova Reel's clips are copied into the files bucket's results (its own output prefix there on AWS), where the
    // job view signs them whenever the job is read.
    keepOutput: (source, file, now) => {
      copier ??= createResultCopier({ s3: s3Client(), bucket: config().FILES_BUCKET });
      return copier(source, file, now);
    },
  };
}
