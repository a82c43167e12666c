import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Pcm } from './pcm.js';
import type { SpeechEngine, SpeechRequest } from './speech.js';

/**
 * eSpeak NG behind the SpeechEngine interface. The GPL engine lives in its own Node process
 * (espeak-process.mjs), forked once at first use and reused; requests and PCM travel over the IPC channel.
 * A crash or an abort kills that process; the next request starts a fresh one.
 */

export interface EspeakOptions {
  /** The child script; defaults to espeak-process.mjs beside this file (the Lambda bundle copies it there). */
  readonly scriptPath?: string;
}

export interface EspeakEngine extends SpeechEngine {
  /** Starts the process now (first-call cost paid at start) and resolves when it is ready. */
  warm(): Promise<void>;
  /** Stops the process (tests, benches). */
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

interface Pending {
  readonly resolve: (pcm: Pcm) => void;
  readonly reject: (error: Error) => void;
}

interface Running {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly pending: Map<number, Pending>;
}

export const defaultEspeakScript = (): string => fileURLToPath(new URL('./espeak-process.mjs', import.meta.url));

/** eSpeak's rate is words per minute (175 normal, 80..450) and its pitch 0..100 (50 normal). */
const espeakRate = (speed: number): number => Math.round(Math.min(450, Math.max(80, 175 * speed)));
const espeakPitch = (pitch: number): number => Math.round(Math.min(100, Math.max(0, 50 * pitch)));

export function createEspeakEngine(options: EspeakOptions = {}): EspeakEngine {
  let running: Running | undefined;
  let nextId = 1;

  const stop = (reason: Error) => {
    const current = running;
    if (!current) return;
    running = undefined;
    for (const pending of current.pending.values()) pending.reject(reason);
    current.pending.clear();
    current.child.kill('SIGKILL');
  };

  const idle = (current: Running) => {
    // An idle engine must not keep a test or bench process alive; a busy one must.
    if (current.pending.size === 0) {
      current.child.unref();
      current.child.channel?.unref();
    } else {
      current.child.ref();
      current.child.channel?.ref();
    }
  };

  const start = (): Running => {
    if (running) return running;
    const child = fork(options.scriptPath ?? defaultEspeakScript(), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const pending = new Map<number, Pending>();
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
    const current: Running = { child, ready, pending };
    // Starting counts as busy (a caller awaits `ready`); once ready, an idle engine lets the process exit.
    ready.then(
      () => idle(current),
      () => undefined,
    );
    child.on('message', (message: unknown) => {
      const reply = replyMessage.safeParse(message);
      if (!reply.success) return;
      const waiter = pending.get(reply.data.id);
      if (!waiter) return;
      pending.delete(reply.data.id);
      idle(current);
      if (reply.data.ok) waiter.resolve({ samples: reply.data.samples, sampleRate: reply.data.sampleRate });
      else waiter.reject(new Error(`eSpeak NG: ${reply.data.message}`));
    });
    child.on('exit', (code, signal) => {
      if (running === current) stop(new Error(`eSpeak NG process exited (${code ?? signal})`));
    });
    child.on('error', (error) => {
      if (running === current) stop(error);
    });
    running = current;
    return current;
  };

  return {
    id: 'espeak-ng',
    async warm() {
      await start().ready;
    },
    close() {
      stop(new Error('eSpeak NG engine closed'));
    },
    async synthesize(request: SpeechRequest): Promise<Pcm> {
      const aborted = () => new Error('speech synthesis aborted');
      if (request.signal?.aborted) throw aborted();
      const current = start();
      await current.ready;
      if (request.signal?.aborted) throw aborted();
      const id = nextId++;
      return new Promise<Pcm>((resolve, reject) => {
        // Killing the process is the only way to stop a synthesis in progress; the next request forks anew.
        const onAbort = () => stop(aborted());
        request.signal?.addEventListener('abort', onAbort, { once: true });
        const settle = () => request.signal?.removeEventListener('abort', onAbort);
        current.pending.set(id, {
          resolve: (pcm) => {
            settle();
            resolve(pcm);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        idle(current);
        current.child.send({
          id,
          text: request.text,
          voice: request.engineVoice,
          rate: espeakRate(request.speed),
          pitch: espeakPitch(request.pitch),
        });
      });
    },
  };
}
