import { LegalPage } from './legal-page.js';

/** /privacidade */
export default function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
