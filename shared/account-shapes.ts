/**
 * Response shapes of the dashboard's user endpoints (snake_case as the spec's client reads them).
 * The platform family produces them; the web reads them. Dates are ISO 8601 strings.
 */
export type AccountStatus = 'Active' | 'Inactive';

/** `GET /api/user/balance`: the token record plus balance and status (spec §3 API token record). */
export interface BalanceResponse {
  readonly id: string;
  readonly user_id: string;
  /** Masked key: only the last 12 characters visible. */
  readonly token: string;
  readonly name: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly last_used_at: string | null;
  readonly expires_at: string | null;
  readonly revoked: boolean;
  readonly saldo: number;
  readonly balance: number;
  readonly credits: number;
  readonly status: AccountStatus;
}

/** `GET|PATCH /api/user/profile`. `plano`: 0 none, 1 Básico, 2 Profissional, 3 Empresarial. */
export interface ProfileResponse {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: 'user';
  readonly credits: number;
  readonly plano: number;
  readonly created_at: string;
  readonly updated_at: string;
  /** The site language the user chose (pt, en, es, fr); null until they choose one. */
  readonly language: 'pt' | 'en' | 'es' | 'fr' | null;
}

/** `GET|PATCH /api/user/api-key`, `POST /api/user/api-key/regenerate|revoke`. `token` is the full key (for copying). */
export interface ApiKeyResponse {
  readonly id: string;
  readonly user_id: string;
  readonly name: string;
  readonly token: string;
  readonly masked: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly last_used_at: string | null;
  readonly expires_at: string | null;
  readonly revoked: boolean;
}

/** One row of `GET /api/user/usage?limit=&cursor=` (newest first). */
export interface UsageEntry {
  readonly id: string;
  readonly created_at: string;
  readonly service_id: string;
  readonly operation_id: string;
  /** Positive for a charge, negative for a refund. */
  readonly credits_used: number;
  readonly kind: 'charge' | 'refund';
  /** For a charge: whether it was later refunded. */
  readonly refunded: boolean;
  readonly request_id: string;
}

export interface UsageResponse {
  readonly items: readonly UsageEntry[];
  readonly nextCursor: string | null;
}
