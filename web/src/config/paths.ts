import { resetPasswordPath } from '../../../shared/email-links.js';

/** Every route of the app, in one place (bulletproof-react `paths`). Section ids are the landing's anchors. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: resetPasswordPath,
  terms: '/termos',
  privacy: '/privacidade',
  /** The public API documentation (no sign-in). */
  docs: '/docs',
  dashboard: '/dashboard',
  /** The services catalogue, optionally preset to a category (docs/product.md#web-routes). */
  dashboardServices: (category?: string) =>
    category ? `/dashboard/servicos?${new URLSearchParams({ category }).toString()}` : '/dashboard/servicos',
} as const;

export const sections = {
  plans: 'planos',
  solutions: 'solucoes',
  features: 'funcionalidades',
} as const;

export type SectionId = (typeof sections)[keyof typeof sections];

export const isSectionId = (value: unknown): value is SectionId =>
  typeof value === 'string' && (Object.values(sections) as string[]).includes(value);
