import type { PrivacyMessages } from './pt.js';

export const en: PrivacyMessages = {
  privacy: {
    title: 'Your data',
    description:
      'The LGPD (art. 18) gives you access to, portability of and deletion of your data. You do it right here, without writing to us.',
    exportTitle: 'Export my data',
    exportHint:
      'A .zip file with everything we keep about your account: profile, API keys (without their secrets), credit usage, request log, jobs, history and purchases, in JSON and CSV.',
    exportButton: 'Export my data',
    exportPreparing: 'Preparing the file with your data...',
    exportQueued:
      'Your account has many records, so we are preparing the file in the background. We will e-mail you the link within a few minutes; it will also appear here when it is ready.',
    exportReady: 'Your file is ready.',
    exportReadyEmailed: 'Your file is ready. We also sent the link to your e-mail; it works for 24 hours.',
    exportDownload: 'Download the file (.zip)',
    exportError: 'The export could not be prepared. Please try again.',
    deleteTitle: 'Delete my account',
    deleteHint: 'Your keys stop working at once and the account is erased. This cannot be undone.',
    deleteButton: 'Delete my account',
    deleteDialogTitle: 'Delete the account for good?',
    deletedList:
      'We erase: profile, API keys (revoked at once), remaining credits, usage, request log, jobs, files, image and audio history and your sign-in. A running subscription is cancelled at the end of the period already paid.',
    keptList:
      'We keep only what the law requires: purchases (amount, date, plan), for 5 years, without your name or e-mail, linked to an anonymous code; and records of access (IP address, date and time of each request), for 6 months (Marco Civil da Internet, art. 15).',
    password: 'Your password',
    passwordRequired: 'Enter your password to confirm.',
    wrongPassword: 'The password is incorrect. Nothing was deleted.',
    deleteError: 'The account could not be deleted. Please try again.',
    deleteConfirm: 'Delete my account',
    cancel: 'Cancel',
  },
};
