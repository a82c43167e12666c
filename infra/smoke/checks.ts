import { z } from 'zod';
import { operations } from '../../shared/operations/index.js';
import { isMcpTool } from '../../shared/operations/mcp.js';
import { billingSummaryResponse } from '../../shared/operations/outputs/billing.js';
import { jsonRpcOutput } from '../../shared/operations/outputs/mcp.js';
import { balanceOutput } from '../../shared/operations/outputs/platform.js';
import type { WebConfig } from '../../shared/web-config.js';
import {
  canReadMail,
  closeAccount,
  provisionKey,
  readWebConfig,
  type Session,
  signUpAndIn,
  verifyByOutbox,
} from './account.js';
import { CreditLedger } from './credits.js';
import { badKey, corsOnAnswers, preflight, tooLarge, unknownRoute, wrongMethod } from './edge.js';
import {
  type AcceptedJob,
  type AvailabilityOf,
  acceptedCall,
  availabilityFrom,
  type CallContext,
  chooseProbe,
  dryRunCall,
  paidCall,
  settledCall,
} from './family-call.js';
import { call, ensure, ensureStatus, jsonHeaders } from './http.js';
import { familyCalls } from './operations.js';
import { operation, pathOf } from './table.js';
import { checkDelivered, type WebhookTarget, webhookTarget } from './webhook.js';

/**
 * The smoke's checks, in the order they run, each named for the table. Later checks build on what earlier ones
 * found (the config, the session, the key, what is available); a check whose prerequisite failed is skipped
 * with the reason rather than failing twice.
 */

/** Thrown by a check that does not apply here; its message is the reason shown. */
export class Skip extends Error {}

export interface Check {
  readonly name: string;
  /** Answers the detail shown for a pass; throws to fail, or throws Skip. */
  readonly run: () => Promise<string>;
}

interface SmokeState {
  config?: WebConfig;
  session?: Session;
  /** The throwaway account's own key. */
  accountKey?: string;
  /** Whether the throwaway account holds its welcome credits. */
  verified?: boolean;
  welcomeBalance?: number;
  availability?: AvailabilityOf;
  pendingJob?: AcceptedJob;
  /** Where the pending job's webhook goes (a receiver this run started), or why it has none. */
  webhook?: WebhookTarget;
  context?: { readonly call: CallContext; readonly paid: boolean };
}

export interface SmokeOptions {
  readonly url: string;
  /** A funded key for the paid calls (a real stage, where the throwaway account cannot be verified). */
  readonly key?: string;
  /**
   * Whether to verify the account through the local outbox when the site has one (default true). Tests turn it off
   * to run the local platform the way the smoke meets a real stage.
   */
  readonly readMail?: boolean;
  /**
   * The port of the loopback receiver the job's webhook goes to (default: any free one). A platform whose functions
   * run in sandboxes (bundled mode) reaches only the loopback ports opened to them, so its tests choose this one.
   */
  readonly webhookPort?: number;
}

/** A `tools/list` result, as far as the smoke reads it. */
const toolList = z.object({ result: z.object({ tools: z.array(z.object({ name: z.string() })) }) });

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Skip(`needs ${what}, which an earlier check did not get`);
  return value;
};

export function smokeChecks(options: SmokeOptions): readonly Check[] {
  const base = options.url;
  const s: SmokeState = {};
  const word = String(1000 + Math.floor(Math.random() * 9000));

  /** Paid when a funded key is at hand; otherwise every family call is a dry run with the account's own key. */
  const context = () => {
    s.context ??= (() => {
      const fundedKey = options.key ?? (s.verified ? s.accountKey : undefined);
      const key = need(fundedKey ?? s.accountKey, 'an API key');
      const start = options.key === undefined ? s.welcomeBalance : undefined;
      return { call: { base, key, word, ledger: new CreditLedger(start) }, paid: fundedKey !== undefined };
    })();
    return s.context;
  };
  const bearer = () => ({ authorization: `Bearer ${need(s.session, 'a session').idToken}` });

  const account: Check[] = [
    {
      name: 'account: /config.json',
      run: async () => {
        s.config = await readWebConfig(base);
        return `stage ${s.config.stage}, ${s.config.region}, pool ${s.config.userPoolId}`;
      },
    },
    {
      name: 'account: sign up and sign in',
      run: async () => {
        s.session = await signUpAndIn(need(s.config, '/config.json'));
        return `signed in as ${s.session.email}`;
      },
    },
    {
      name: 'account: provisioned with a key',
      run: async () => {
        s.accountKey = await provisionKey(base, need(s.session, 'a session'));
        return `key …${s.accountKey.slice(-6)}`;
      },
    },
    {
      name: 'account: e-mail verified, welcome credits',
      run: async () => {
        const config = need(s.config, '/config.json');
        need(s.accountKey, 'a provisioned account');
        if (options.readMail === false || !canReadMail(config)) {
          throw new Skip(
            `this stage's e-mail cannot be read here; ${options.key ? 'paid calls use --key' : 'family calls run as dry runs (pass --key <funded key> for real ones)'}`,
          );
        }
        s.welcomeBalance = await verifyByOutbox(base, config, need(s.session, 'a session'));
        s.verified = true;
        return `link from the local outbox followed; balance ${s.welcomeBalance}`;
      },
    },
  ];

  const edge: Check[] = [
    { name: 'edge: CORS preflight', run: () => preflight(base) },
    { name: 'edge: CORS headers on an answer', run: () => corsOnAnswers(base) },
    { name: 'edge: unknown route → 404', run: () => unknownRoute(base) },
    { name: 'edge: bad key → 401', run: () => badKey(base) },
    { name: 'edge: wrong method → 405 with Allow', run: () => wrongMethod(base) },
    { name: 'edge: body too large → 413', run: () => tooLarge(base) },
  ];

  const free: Check[] = [
    {
      name: 'platform: platform.services',
      run: async () => {
        const answer = await call(base, pathOf('platform.services'));
        ensureStatus(answer, 200, 'GET services');
        const availability = availabilityFrom(answer);
        s.availability = availability;
        const keyed = operations.filter((op) => op.auth === 'api-key');
        const unavailable = keyed.filter((op) => availability(op.id) !== 'available').map((op) => op.id);
        return `${keyed.length - unavailable.length} of ${keyed.length} API-key operations available${unavailable.length ? `; not here: ${unavailable.join(', ')}` : ''}`;
      },
    },
    {
      name: 'billing: billing.summary',
      run: async () => {
        const answer = await call(base, pathOf('billing.summary'), { headers: bearer() });
        ensureStatus(answer, 200, 'GET billing summary');
        const summary = answer.json(billingSummaryResponse);
        ensure(summary.plano === 0, `a new account on plan ${summary.plano}`);
        return 'new account: no plan, no purchases';
      },
    },
    {
      name: 'mcp: mcp.endpoint tools/list',
      run: async () => {
        const answer = await call(base, pathOf('mcp.endpoint'), {
          method: 'POST',
          headers: jsonHeaders(need(options.key ?? s.accountKey, 'an API key'), {
            accept: 'application/json, text/event-stream',
          }),
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
        ensureStatus(answer, 200, 'POST mcp');
        const reply = answer.json(jsonRpcOutput);
        const listed = toolList.safeParse(reply);
        ensure(listed.success, `not a tool list: ${JSON.stringify(reply).slice(0, 160)}`);
        const tools = listed.data.result.tools.length;
        const expected = operations.filter(isMcpTool).length;
        ensure(tools === expected, `${tools} tools, the table has ${expected}`);
        return `${tools} tools, one per API-key operation`;
      },
    },
  ];

  const families: Check[] = familyCalls.map((familyCall) => {
    const ids = familyCall.candidates.map((p) => p.operationId);
    const family = operation(ids[0] ?? '').family;
    return {
      name: `${family}: ${ids.join(' | ')}${familyCall.preferAsync ? ' (Prefer: respond-async)' : ''}`,
      run: async () => {
        const probe = chooseProbe(familyCall, need(s.availability, 'the service list'));
        if (typeof probe === 'string') throw new Skip(probe);
        const { call: ctx, paid } = context();
        if (!paid) return dryRunCall(ctx, probe);
        const op = operation(probe.operationId);
        if (familyCall.preferAsync) {
          s.webhook = await webhookTarget({
            base,
            config: need(s.config, '/config.json'),
            key: ctx.key,
            ownKey: options.key === undefined,
            path: op.path,
            body: await probe.body(ctx.word),
            word,
            ...(options.webhookPort === undefined ? {} : { port: options.webhookPort }),
          });
          const hook = 'url' in s.webhook ? { webhookUrl: s.webhook.url } : {};
          s.pendingJob = await acceptedCall(ctx, probe, true, hook);
          return `${s.pendingJob.detail}${'url' in s.webhook ? '; webhook to a loopback receiver' : ''}`;
        }
        if (op.mode === 'async-only') {
          const job = await acceptedCall(ctx, probe, false);
          return `${job.detail}; ${await settledCall(ctx, job)}`;
        }
        return paidCall(ctx, probe);
      },
    };
  });

  const after: Check[] = [
    {
      name: 'jobs: jobs.get polled to completion',
      run: async () => {
        if (s.context && !s.context.paid) {
          throw new Skip('no funded key: a job would be charged (verify locally, or pass --key <funded key>)');
        }
        const job = need(s.pendingJob, 'an accepted job');
        return settledCall(context().call, job);
      },
    },
    {
      name: 'jobs: signed webhook at a loopback receiver, recorded on the job',
      run: async () => {
        if (s.context && !s.context.paid) throw new Skip('no funded key: no job was run');
        const target = need(s.webhook, 'an accepted job');
        if ('skip' in target) throw new Skip(target.skip);
        try {
          const job = need(s.pendingJob, 'an accepted job');
          return await checkDelivered({ base, key: context().call.key, bearer: bearer(), jobId: job.jobId, target });
        } finally {
          await target.receiver.close();
        }
      },
    },
    {
      name: 'credits: balance matches the charges',
      run: async () => {
        if (options.key !== undefined) throw new Skip('--key belongs to another account than the session');
        const ledger = context().call.ledger;
        if (!context().paid) throw new Skip('dry runs only: nothing was charged');
        const answer = await call(base, pathOf('platform.user-balance'), { headers: bearer() });
        ensureStatus(answer, 200, 'GET balance');
        const { credits } = answer.json(balanceOutput);
        ensure(credits === ledger.balance, `balance ${credits}, the answers' headers said ${ledger.balance}`);
        return `${need(s.welcomeBalance, 'the welcome balance') - credits} charged in all, ${credits} left`;
      },
    },
  ];

  const cleanup: Check = {
    name: 'account: key revoked, user deleted',
    run: async () => {
      if (s.webhook !== undefined && 'receiver' in s.webhook) await s.webhook.receiver.close();
      await closeAccount(base, need(s.config, '/config.json'), need(s.session, 'a session'));
      return `${need(s.session, 'a session').email} closed`;
    },
  };

  return [...account, ...edge, ...free, ...families, ...after, cleanup];
}
