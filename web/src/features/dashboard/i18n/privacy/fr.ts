import type { PrivacyMessages } from './pt.js';

export const fr: PrivacyMessages = {
  privacy: {
    title: 'Vos données',
    description:
      "La LGPD (art. 18) vous garantit l'accès, la portabilité et la suppression de vos données. Vous le faites ici même, sans nous écrire.",
    exportTitle: 'Exporter mes données',
    exportHint:
      "Un fichier .zip avec tout ce que nous gardons de votre compte : profil, clés d'API (sans leurs secrets), consommation de crédits, journal des appels, jobs, historique et achats, en JSON et CSV.",
    exportButton: 'Exporter mes données',
    exportPreparing: 'Préparation du fichier avec vos données...',
    exportQueued:
      "Votre compte contient de nombreux enregistrements : nous préparons donc le fichier en arrière-plan. Nous vous enverrons le lien par e-mail d'ici quelques minutes ; il apparaîtra aussi ici dès qu'il sera prêt.",
    exportReady: 'Votre fichier est prêt.',
    exportReadyEmailed:
      'Votre fichier est prêt. Nous avons aussi envoyé le lien à votre e-mail ; il est valable 24 heures.',
    exportDownload: 'Télécharger le fichier (.zip)',
    exportError: "L'export n'a pas pu être préparé. Veuillez réessayer.",
    deleteTitle: 'Supprimer mon compte',
    deleteHint: 'Vos clés cessent de fonctionner immédiatement et le compte est effacé. Action irréversible.',
    deleteButton: 'Supprimer mon compte',
    deleteDialogTitle: 'Supprimer le compte définitivement ?',
    deletedList:
      "Nous effaçons : profil, clés d'API (révoquées immédiatement), crédits restants, consommation, journal des appels, jobs, fichiers, historique d'images et d'audios et votre connexion. Un abonnement en cours est résilié à la fin de la période déjà payée.",
    keptList:
      'Nous ne gardons que ce que la loi exige : les achats (montant, date, offre), pendant 5 ans, sans votre nom ni e-mail, liés à un code anonyme ; et les journaux d’accès (adresse IP, date et heure de chaque requête), pendant 6 mois (Marco Civil da Internet, art. 15).',
    password: 'Votre mot de passe',
    passwordRequired: 'Saisissez votre mot de passe pour confirmer.',
    wrongPassword: "Le mot de passe est incorrect. Rien n'a été supprimé.",
    deleteError: "Le compte n'a pas pu être supprimé. Veuillez réessayer.",
    deleteConfirm: 'Supprimer mon compte',
    cancel: 'Annuler',
  },
};
