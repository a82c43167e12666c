import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  GetTranscriptionJobCommand,
  LanguageCode,
  StartTranscriptionJobCommand,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { z } from 'zod';
import { newId } from '../../../shared/ids.js';
import { untilAborted } from '../../core/deadline.js';
import { AppError } from '../../core/errors.js';
import type { SpeechToText, Transcript, TranscriptSegment } from './stt.js';

/**
 * Amazon Transcribe: the audio goes to the media bucket, a transcription job reads it and writes its JSON
 * beside it, and we poll the job until it ends. Both objects are deleted afterwards.
 */

export interface TranscribeDeps {
  readonly transcribe: TranscribeClient;
  readonly s3: S3Client;
  readonly bucket: string;
  readonly pollMs?: number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const languageCode = z.enum(LanguageCode);

const transcribeOutput = z.object({
  results: z.object({
    transcripts: z.array(z.object({ transcript: z.string() })),
    items: z
      .array(
        z.object({
          type: z.string(),
          start_time: z.string().optional(),
          end_time: z.string().optional(),
          alternatives: z.array(z.object({ content: z.string() })),
        }),
      )
      .default([]),
  }),
});

/** One poll's wait, cut short (a 504 problem) by the request's deadline; no listener outlives the wait. */
const defaultSleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await (signal ? untilAborted(wait, signal, 'The transcription did not finish in time.') : wait);
  } finally {
    clearTimeout(timer);
  }
};

/** Words and punctuation → sentence segments with start and end times. */
export function segmentsFromItems(items: z.infer<typeof transcribeOutput>['results']['items']): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let words: string[] = [];
  let start: number | undefined;
  let end = 0;
  const flush = () => {
    if (words.length > 0 && start !== undefined) segments.push({ start, end, text: words.join(' ') });
    words = [];
    start = undefined;
  };
  for (const item of items) {
    const content = item.alternatives[0]?.content ?? '';
    if (item.type === 'punctuation') {
      const last = words.pop();
      words.push(`${last ?? ''}${content}`);
      if (/[.!?]/.test(content)) flush();
      continue;
    }
    start ??= Number(item.start_time ?? 0);
    end = Number(item.end_time ?? end);
    words.push(content);
  }
  flush();
  return segments;
}

export function createTranscribeStt(deps: TranscribeDeps): SpeechToText {
  const sleep = deps.sleep ?? defaultSleep;
  const pollMs = deps.pollMs ?? 1500;
  return {
    id: 'amazon-transcribe',
    async transcribe(request): Promise<Transcript> {
      const language = languageCode.safeParse(request.language);
      if (!language.success) {
        throw new AppError('invalid_request', `Amazon Transcribe does not transcribe ${request.language}.`);
      }
      const jobName = newId('job');
      const inputKey = `stt/${jobName}/input.mp3`;
      const outputKey = `stt/${jobName}/output.json`;
      await deps.s3.send(
        new PutObjectCommand({ Bucket: deps.bucket, Key: inputKey, Body: request.audio, ContentType: 'audio/mpeg' }),
      );
      try {
        await deps.transcribe.send(
          new StartTranscriptionJobCommand({
            TranscriptionJobName: jobName,
            LanguageCode: language.data,
            MediaFormat: 'mp3',
            Media: { MediaFileUri: `s3://${deps.bucket}/${inputKey}` },
            OutputBucketName: deps.bucket,
            OutputKey: outputKey,
          }),
          { abortSignal: request.signal },
        );
        for (;;) {
          const { TranscriptionJob: job } = await deps.transcribe.send(
            new GetTranscriptionJobCommand({ TranscriptionJobName: jobName }),
            { abortSignal: request.signal },
          );
          const status = job?.TranscriptionJobStatus;
          if (status === 'COMPLETED') break;
          if (status === 'FAILED') {
            throw new AppError('unprocessable_input', 'Amazon Transcribe could not transcribe this audio.', {
              cause: new Error(job?.FailureReason ?? 'failed'),
            });
          }
          await sleep(pollMs, request.signal);
        }
        const output = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: outputKey }));
        const body = (await output.Body?.transformToString('utf8')) ?? '';
        const parsed = transcribeOutput.safeParse(JSON.parse(body || 'null'));
        if (!parsed.success) {
          throw new AppError('provider_error', 'Amazon Transcribe wrote an unexpected result.', {
            cause: parsed.error,
          });
        }
        return {
          text: parsed.data.results.transcripts
            .map((t) => t.transcript)
            .join(' ')
            .trim(),
          segments: segmentsFromItems(parsed.data.results.items),
        };
      } finally {
        await Promise.allSettled(
          [inputKey, outputKey].map((Key) => deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucket, Key }))),
        );
      }
    },
  };
}
