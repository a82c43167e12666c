import { LegalPage } from './legal-page.js';

/** /termos */
export default function TermsPage() {
  return <LegalPage document="terms" />;
}
