import { Alert } from '../../../../components/alert.js';
import { Card } from '../../../../components/card.js';
import { LanguageSelector } from '../../../../components/language-selector.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { PageHeader } from '../common/page-header.js';
import { useDashboardProfile } from '../layout/profile-context.js';
import { PasswordForm } from './password-form.js';
import { PersonalInfoForm } from './personal-info-form.js';
import styles from './profile-page.module.css';
import { YourData } from './your-data.js';

/**
 * /dashboard/perfil: name (editable), e-mail (read-only), a password change, the language (saved to the profile) and
 * the account holder's data (export, deletion).
 */
export function ProfilePage() {
  const t = useDashboardT();
  const profile = useDashboardProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <div className={styles.grid}>
        {profile ? (
          <PersonalInfoForm name={profile.name} email={profile.email} />
        ) : (
          <Alert tone="error">{t('common.notAuthenticated')}</Alert>
        )}
        <PasswordForm />
        <Card>
          <section aria-labelledby="profile-language">
            <h2 id="profile-language" className={styles.sectionTitle}>
              {t('profile.language')}
            </h2>
            <p className={styles.languageHint}>{t('profile.languageHint')}</p>
            <LanguageSelector />
          </section>
        </Card>
        <YourData />
      </div>
    </>
  );
}
