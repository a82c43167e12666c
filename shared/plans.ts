/**
 * Plans, the free tier and the extra-credit pack (docs/product.md#plans, docs/pricing.md). Prices in R$ per month.
 * Names, descriptions and features are Portuguese; shared/i18n translates them keyed by this text.
 */

export type PlanId = 1 | 2 | 3;

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly description: string;
  /** R$ per month. */
  readonly price: number;
  readonly currency: 'BRL';
  /** Credits granted on each paid invoice. */
  readonly credits: number;
  readonly is_popular: boolean;
  /** Badge text on the popular plan. */
  readonly badge: string | null;
  readonly is_active: boolean;
  readonly features: readonly string[];
  /** Requests per UTC day; null = unlimited. */
  readonly dailyRequests: number | null;
  readonly created_at: string;
  readonly updated_at: string;
}

// The plan list is static; fixed dates keep the payload stable between deploys.
const listedAt = '2025-03-08T00:00:00.000Z';

export const plans: readonly Plan[] = [
  {
    id: 1,
    name: 'Básico',
    description: 'Para começar a automatizar com as nossas APIs.',
    price: 59,
    currency: 'BRL',
    credits: 1000,
    is_popular: false,
    badge: null,
    is_active: true,
    features: [
      '1.000 créditos por mês',
      'Até 100 requisições por dia',
      'Até 10 requisições por segundo',
      'Todas as APIs e créditos extras avulsos',
      'Suporte por e-mail',
    ],
    dailyRequests: 100,
    created_at: listedAt,
    updated_at: listedAt,
  },
  {
    id: 2,
    name: 'Profissional',
    description: 'Para profissionais e equipes que usam as APIs todos os dias.',
    price: 197,
    currency: 'BRL',
    credits: 10000,
    is_popular: true,
    badge: 'Mais escolhido',
    is_active: true,
    features: [
      '10.000 créditos por mês',
      'Até 1.000 requisições por dia',
      'Até 25 requisições por segundo',
      'Todas as APIs e créditos extras avulsos',
      'Suporte por e-mail prioritário',
    ],
    dailyRequests: 1000,
    created_at: listedAt,
    updated_at: listedAt,
  },
  {
    id: 3,
    name: 'Empresarial',
    description: 'Para empresas com alto volume de requisições.',
    price: 497,
    currency: 'BRL',
    credits: 30000,
    is_popular: false,
    badge: null,
    is_active: true,
    features: [
      '30.000 créditos por mês',
      'Requisições diárias sem limite',
      'Até 50 requisições por segundo',
      'Todas as APIs e créditos extras avulsos',
      'Suporte por e-mail prioritário',
      'SLA garantido em contrato próprio',
    ],
    dailyRequests: null,
    created_at: listedAt,
    updated_at: listedAt,
  },
];

/** Accounts without a plan (plan 0). */
export const freeTier = {
  id: 0,
  name: 'Gratuito',
  dailyRequests: 100,
  /** Credits every new account starts with. */
  initialCredits: 20,
} as const;

/** One-off extra credits, sold only to accounts with an active plan (1, 2 or 3). */
export const extraPack = {
  id: 'extra',
  name: 'Créditos extras',
  description: 'Pacote avulso de créditos para quem já é assinante.',
  credits: 1500,
  price: 69,
  currency: 'BRL',
  subscribersOnly: true,
} as const;

export const isPlanId = (value: unknown): value is PlanId => value === 1 || value === 2 || value === 3;

/** The plan of an account's `plano` value (number or numeric string, docs/product.md#plans); undefined = no plan. */
export function planOf(plano: unknown): Plan | undefined {
  const id = typeof plano === 'string' && /^\d+$/.test(plano.trim()) ? Number(plano) : plano;
  return plans.find((p) => p.id === id);
}

/** Whether the account may buy the extra pack. */
export const canBuyExtraPack = (plano: unknown): boolean => planOf(plano) !== undefined;

/** Requests allowed per UTC day for a plan number (0 or unknown = free tier); null = unlimited. */
export function dailyQuota(plan: number): number | null {
  const found = planOf(plan);
  return found === undefined ? freeTier.dailyRequests : found.dailyRequests;
}

/**
 * Requests per second each account may sustain, and the burst it may send at once, by plan. Enforced per account
 * (not per tier) by the metering's token bucket in the debit write (functions/core/metering/rate-limit.ts); the
 * daily quota above is counted in the same write.
 */
export interface RequestRate {
  readonly perSecond: number;
  readonly burst: number;
}

const freeRate: RequestRate = { perSecond: 5, burst: 20 };

const ratesByPlan: Readonly<Record<PlanId, RequestRate>> = {
  1: { perSecond: 10, burst: 40 },
  2: { perSecond: 25, burst: 100 },
  3: { perSecond: 50, burst: 200 },
};

/** The request rate of a plan number (0 or unknown plans get the free rate). */
export function requestRate(plan: number): RequestRate {
  return isPlanId(plan) ? ratesByPlan[plan] : freeRate;
}

/** The web pages billing sends the customer back to (docs/product.md#payment-pages). */
export const billingPages = {
  success: '/payment-success',
  cancelled: '/payment-cancelled',
  credits: '/dashboard/creditos',
} as const;

/** Plans sorted by ascending price, as the landing page lists them. */
export const plansByPrice = (): readonly Plan[] => [...plans].sort((a, b) => a.price - b.price);
