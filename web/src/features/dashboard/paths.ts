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
  requestLog: 'requisicoes',
  usage: 'uso',
} as const;

export type Segment = keyof typeof segments;

export const dashboardPath = (segment?: Segment): string =>
  segment === undefined ? paths.dashboard : `${paths.dashboard}/${segments[segment]}`;

/** The playground opened on one operation (`?op=pdf.merge`), with the customer's key prefilled there. */
export const playgroundPath = (operationId: string): string =>
  `${dashboardPath('playground')}?${new URLSearchParams({ op: operationId }).toString()}`;

/** The playground opened on what a catalogue service sells (`?service=pdf-merge`): the home needs no operation table. */
export const playgroundServicePath = (serviceId: string): string =>
  `${dashboardPath('playground')}?${new URLSearchParams({ service: serviceId }).toString()}`;
