import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths.js';
import { useDocumentTitle } from '../../../../i18n/use-document-title.js';
import { useT } from '../../../../i18n/use-t.js';
import { type DashboardKey, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { type Segment, segments } from '../../paths.js';

/** Each dashboard route's title: a Record over every segment, so a new route cannot be added without one. */
const titleKeys: Record<Segment, DashboardKey> = {
  imageGenerator: 'sidebar.imageGenerator',
  textToSpeech: 'sidebar.textToSpeech',
  scriptGenerator: 'tools.scriptGenerator',
  services: 'sidebar.services',
  apiKeys: 'sidebar.apiKeys',
  credits: 'sidebar.credits',
  profile: 'sidebar.profile',
  documentation: 'tools.documentation',
  playground: 'tools.playground',
  requestLog: 'sidebar.requestLog',
  usage: 'sidebar.usage',
};

const segmentOf = (pathname: string): Segment | undefined => {
  const rest = pathname.slice(paths.dashboard.length + 1).split('/')[0] ?? '';
  return (Object.keys(segments) as Segment[]).find((segment) => segments[segment] === rest);
};

/** Sets the document title of the dashboard route being shown (`Serviços · Alquimia`, `Dashboard · Alquimia`). */
export function useDashboardTitle(): void {
  const t = useDashboardT();
  const common = useT();
  const { pathname } = useLocation();
  const segment = segmentOf(pathname);
  const home = pathname.replace(/\/+$/, '') === paths.dashboard;
  useDocumentTitle(
    segment !== undefined ? t(titleKeys[segment]) : home ? common('nav.dashboard') : t('notFound.title'),
  );
}
