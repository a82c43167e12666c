import { paths } from '../../config/paths.js';

/**
 * The dashboard's nested routes (relative segments for `<Route path>`) and their absolute links. App-wide paths
 * stay in config/paths.ts; these are only meaningful under /dashboard.
 */
export const segments = {
  imageGenerator: 'gerador-imagens',
  textToSpeech: 'texto-para-fala',
  scriptGenerator: 'gerador-roteiro',
  services: 'servicos',
  apiKeys: 'api-keys',
  credits: 'creditos',
  profile: 'perfil',
  documentation: 'documentacao',
  playground: 'playground',
} as const;

export type Segment = keyof typeof segments;

export const dashboardPath = (segment?: Segment): string =>
  segment === undefined ? paths.dashboard : `${paths.dashboard}/${segments[segment]}`;
