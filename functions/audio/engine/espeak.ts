import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { stoppedByDeadline } from '../../core/deadline.js';
import type { Pcm } from './pcm.js';
import type { SpeechEngine, SpeechRequest } from './speech.js';

/**
 * eSpeak NG behind the SpeechEngine interface. The GPL engine lives in Node processes of its own
 * (espeak-process.mjs), forked at first use and reused. Each process speaks one request at a time, so requests
 * wait here, not in a process's IPC queue: a request is only ever in one place, and stopping it (its deadline)
 * stops exactly that request. Killing its process is the only way to stop a synthesis in progress; the requests
 * of other callers keep their places and their processes.
 */

export interface EspeakOptions {
  /** The child script; defaults to espeak-process.mjs beside this file (the Lambda bundle copies it there). */
  readonly scriptPath?: string;
  /**
   * Most processes speaking at once. A Lambda instance serves one request at a time and so forks one; the local
   * platform serves many, and one process would make the third of three long texts wait for the other two.
   */
  readonly maxProcesses?: number;
}

export interface EspeakEngine extends SpeechEngine {
  /** Starts a process now (first-call cost paid at start) and resolves when it is ready. */
  warm(): Promise<void>;
  /** Stops every process and fails what is waiting (tests, benches); the next request starts afresh. */
  close(): void;
}

const readyMessage = z.union([
  z.object({ ready: z.literal(true), sampleRate: z.number() }),
  z.object({ ready: z.literal(false), message: z.string() }),
]);
const replyMessage = z.union([
  z.object({ id: z.number(), ok: z.literal(true), samples: z.instanceof(Int16Array), sampleRate: z.number() }),
  z.object({ id: z.number(), ok: z.literal(false), message: z.string() }),
]);

interface Job {
  readonly id: number;
  readonly message: { id: number; text: string; voice: string; rate: number; pitch: number };
  readonly signal: AbortSignal | undefined;
  readonly resolve: (pcm: Pcm) => void;
  readonly reject: (error: Error) => void;
  readonly onAbort: () => void;
}

interface Worker {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  job: Job | undefined;
}

export const defaultEspeakScript = (): string => fileURLToPath(new URL('./espeak-process.mjs', import.meta.url));

/** eSpeak's rate is words per minute (175 normal, 80..450) and its pitch 0..100 (50 normal). */
const espeakRate = (speed: number): number => Math.round(Math.min(450, Math.max(80, 175 * speed)));
const espeakPitch = (pitch: number): number => Math.round(Math.min(100, Math.max(0, 50 * pitch)));

const synthesisStopped = (signal: AbortSignal | undefined) =>
  stoppedByDeadline(signal, 'The speech was not synthesized in time and was stopped.');

export function createEspeakEngine(options: EspeakOptions = {}): EspeakEngine {
  const maxProcesses = Math.max(1, options.maxProcesses ?? Math.min(4, availableParallelism()));
  const workers = new Set<Worker>();
  const waiting: Job[] = [];
  let nextId = 1;

  // An idle process must not keep a test or bench process alive; a busy or starting one must.
  const hold = (worker: Worker, busy: boolean) => {
    if (busy) {
      worker.child.ref();
      worker.child.channel?.ref();
    } else {
      worker.child.unref();
      worker.child.channel?.unref();
    }
  };

  const retire = (worker: Worker) => {
    if (!workers.delete(worker)) return;
    worker.child.kill('SIGKILL');
  };

  const spawnWorker = (): Worker => {
    const child = fork(options.scriptPath ?? defaultEspeakScript(), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onFirst = (message: unknown) => {
        const parsed = readyMessage.safeParse(message);
        if (!parsed.success) return;
        child.off('message', onFirst);
        if (parsed.data.ready) resolve();
        else reject(new Error(`eSpeak NG failed to start: ${parsed.data.message}`));
      };
      child.on('message', onFirst);
      child.once('exit', (code) => reject(new Error(`eSpeak NG process exited (${code}) before it was ready`)));
    });
    const worker: Worker = { child, ready, job: undefined };
    ready.then(
      () => hold(worker, worker.job !== undefined),
      () => undefined,
    );
    child.on('message', (message: unknown) => {
      const reply = replyMessage.safeParse(message);
      if (!reply.success || worker.job?.id !== reply.data.id) return;
      const job = release(worker);
      hold(worker, false);
      dispatch();
      if (!job) return;
      if (reply.data.ok) job.resolve({ samples: reply.data.samples, sampleRate: reply.data.sampleRate });
      else job.reject(new Error(`eSpeak NG: ${reply.data.message}`));
    });
    // A crash fails the request it was speaking (a 500: nothing the caller did); the others keep their places.
    const lost = (reason: Error) => {
      if (!workers.has(worker)) return;
      retire(worker);
      const job = release(worker);
      job?.reject(reason);
      dispatch();
    };
    child.on('exit', (code, signal) => lost(new Error(`eSpeak NG process exited (${code ?? signal})`)));
    child.on('error', lost);
    workers.add(worker);
    return worker;
  };

  /** Detaches the request `worker` speaks, if any, from it and from its deadline. */
  const release = (worker: Worker): Job | undefined => {
    const job = worker.job;
    worker.job = undefined;
    job?.signal?.removeEventListener('abort', job.onAbort);
    return job;
  };

  const run = (worker: Worker, job: Job) => {
    worker.job = job;
    hold(worker, true);
    worker.ready.then(
      () => {
        if (worker.job === job) worker.child.send(job.message);
      },
      (error: unknown) => {
        if (worker.job !== job) return;
        retire(worker);
        release(worker);
        job.reject(error instanceof Error ? error : new Error(String(error)));
        dispatch();
      },
    );
  };

  /** Hands waiting requests to free processes, forking new ones up to the cap. */
  const dispatch = () => {
    while (waiting.length > 0) {
      const free =
        [...workers].find((w) => w.job === undefined) ?? (workers.size < maxProcesses ? spawnWorker() : undefined);
      const job = free ? waiting.shift() : undefined;
      if (!free || !job) return;
      run(free, job);
    }
  };

  /** The caller's deadline: a waiting request leaves the line; a running one takes its process down with it. */
  const abort = (job: Job) => {
    const at = waiting.indexOf(job);
    if (at >= 0) waiting.splice(at, 1);
    const worker = [...workers].find((w) => w.job === job);
    if (worker) {
      release(worker);
      retire(worker);
      dispatch();
    }
    job.reject(synthesisStopped(job.signal));
  };

  return {
    id: 'espeak-ng',
    async warm() {
      const worker = [...workers][0] ?? spawnWorker();
      await worker.ready;
    },
    close() {
      const stopped = new Error('eSpeak NG engine closed');
      const jobs = [...waiting.splice(0)];
      for (const worker of [...workers]) {
        retire(worker);
        const job = release(worker);
        if (job) jobs.push(job);
      }
      for (const job of jobs) {
        job.signal?.removeEventListener('abort', job.onAbort);
        job.reject(stopped);
      }
    },
    synthesize(request: SpeechRequest): Promise<Pcm> {
      if (request.signal?.aborted) return Promise.reject(synthesisStopped(request.signal));
      return new Promise<Pcm>((resolve, reject) => {
        const id = nextId++;
        const job: Job = {
          id,
          message: {
            id,
            text: request.text,
            voice: request.engineVoice,
            rate: espeakRate(request.speed),
            pitch: espeakPitch(request.pitch),
          },
          signal: request.signal,
          resolve,
          reject,
          onAbort: () => abort(job),
        };
        request.signal?.addEventListener('abort', job.onAbort, { once: true });
        waiting.push(job);
        dispatch();
      });
    },
  };
}
