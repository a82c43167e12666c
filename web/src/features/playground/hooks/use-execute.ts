import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Operation } from '../../../../../shared/operations/types.js';
import { type CallResult, callOperation, type JobState, jobDone, jobStateOf, readJob } from '../api/execute.js';
import { dashboardBalanceKey, playgroundKeys } from '../api/queries.js';

/**
 * Runs one call and, for an accepted job (202), reads its status every second until it ends. Afterwards the
 * balance queries (the playground's and the dashboard shell's) are refreshed, so every figure on screen moves.
 */
export type Execution =
  | { readonly state: 'idle' }
  | { readonly state: 'running' }
  | { readonly state: 'polling'; readonly accepted: CallResult; readonly job: JobState }
  | { readonly state: 'done'; readonly result: CallResult; readonly job?: JobState }
  | { readonly state: 'failed'; readonly message: string };

const pollMs = 1000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function useExecute() {
  const client = useQueryClient();
  const [execution, setExecution] = useState<Execution>({ state: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const refreshBalance = useCallback(
    async (remaining: number | undefined) => {
      if (remaining !== undefined) client.setQueryData(playgroundKeys.balance(), remaining);
      await Promise.all([
        client.invalidateQueries({ queryKey: playgroundKeys.balance() }),
        client.invalidateQueries({ queryKey: dashboardBalanceKey }),
      ]);
    },
    [client],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setExecution({ state: 'idle' });
  }, []);

  const execute = useCallback(
    async (op: Operation, input: Readonly<Record<string, unknown>>, options: { key: string; async: boolean }) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setExecution({ state: 'running' });
      try {
        const result = await callOperation(op, input, { ...options, signal: abort.signal });
        if (result.jobUrl === undefined) {
          setExecution({ state: 'done', result });
          await refreshBalance(result.remaining);
          return;
        }
        let job = jobStateOf(result.json);
        setExecution({ state: 'polling', accepted: result, job });
        while (!abort.signal.aborted) {
          await sleep(pollMs, abort.signal);
          if (abort.signal.aborted) return;
          const read = await readJob(result.jobUrl, options.key, abort.signal);
          if (!read.ok) {
            setExecution({ state: 'done', result: read });
            break;
          }
          job = jobStateOf(read.json);
          if (jobDone(job)) {
            setExecution({ state: 'done', result: { ...result, ms: result.ms }, job });
            break;
          }
          setExecution({ state: 'polling', accepted: result, job });
        }
        await refreshBalance(result.remaining);
      } catch (error) {
        if (abort.signal.aborted) return;
        setExecution({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [refreshBalance],
  );

  return { execution, execute, reset };
}
