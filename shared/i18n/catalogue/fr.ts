import type { CatalogueTranslation } from './types.js';

/** The catalogue and plans in French, keyed by id (the Portuguese originals are in shared/catalogue and shared/plans.ts). */
export const fr: CatalogueTranslation = {
  categories: {
    pdf: 'PDF',
    image: 'Image',
    text: 'Texte',
    audio: 'Audio',
    video: 'Vidéo',
    upload: 'Téléversement',
  },
  services: {
    'pdf-merge': {
      name: 'Fusionner des PDF',
      description: 'Combinez plusieurs fichiers PDF en un seul document.',
    },
    'pdf-split': {
      name: 'Diviser un PDF',
      description: "Séparez les pages d'un PDF en fichiers individuels.",
    },
    'pdf-watermark': {
      name: 'Filigrane PDF',
      description: 'Ajoutez un filigrane texte avec opacité, rotation, taille et couleur.',
    },
    'pdf-protect': {
      name: 'Protéger un PDF',
      description: 'Protégez un PDF par mot de passe avec le chiffrement AES-256.',
    },
    'pdf-unprotect': {
      name: 'Déprotéger un PDF',
      description: "Retirez le mot de passe d'un PDF en indiquant le mot de passe actuel.",
    },
    'pdf-extract-text': {
      name: "Extraire le texte d'un PDF",
      description: "Extrayez le texte de chaque page d'un document PDF.",
    },
    'pdf-html-to-pdf': {
      name: 'HTML vers PDF',
      description: 'Convertissez du HTML en PDF prêt à imprimer, avec format et marges.',
    },
    'pdf-add-text': {
      name: 'Ajouter du texte à un PDF',
      description: "Écrivez un texte à n'importe quelle position d'une page PDF.",
    },
    'e-image-text-to-image': {
      name: "Génération d'images par IA",
      description: "Créez des images à partir d'une description textuelle.",
    },
    'e-image-upscale': {
      name: "Agrandissement d'image",
      description: 'Agrandissez vos images 2x, 3x ou 4x en gardant leur netteté.',
    },
    'e-image-remove-background': {
      name: "Suppression d'arrière-plan",
      description: "Supprimez automatiquement l'arrière-plan des photos, avec transparence.",
    },
    'image-watermark': {
      name: "Filigrane d'image",
      description: 'Appliquez un filigrane texte ou logo sur vos images.',
    },
    'image-chart': {
      name: 'Générateur de graphiques',
      description: 'Transformez vos données en graphiques en courbes, barres, secteurs, anneau ou radar.',
    },
    'image-qr-code': {
      name: 'Générateur de QR code',
      description: 'Générez des QR codes personnalisés avec couleurs et logo.',
    },
    'text-extract-image-text': {
      name: "Extraire le texte d'une image (OCR)",
      description: 'Reconnaissez le texte des images en portugais ou en anglais.',
    },
    'text-extract-web-info': {
      name: 'Extraction de données web',
      description: 'Extrayez le titre, le texte, les liens et les métadonnées des pages web.',
    },
    'verify-email': {
      name: "Vérification d'e-mail",
      description: 'Vérifiez qu’une adresse e-mail est valide et peut recevoir des messages.',
    },
    'verify-whatsapp': {
      name: 'Vérification WhatsApp',
      description: 'Validez des numéros de téléphone pour WhatsApp.',
    },
    'audio-text-to-speech': {
      name: 'Synthèse vocale',
      description: 'Transformez du texte en audio avec des voix en plusieurs langues.',
    },
    'audio-speech-to-text': {
      name: 'Transcription audio',
      description: 'Transcrivez des fichiers audio en texte.',
    },
    'audio-youtube-transcribe': {
      name: 'Transcription de vidéos YouTube',
      description: "Obtenez la transcription d'une vidéo YouTube à partir de son lien.",
    },
    'videos-render-video-from-images': {
      name: "Vidéo à partir d'images",
      description: "Créez des vidéos avec transitions à partir d'une suite d'images.",
    },
    'videos-add-subtitles-to-video': {
      name: 'Sous-titres vidéo',
      description: 'Ajoutez des sous-titres avec couleur, police et position à une vidéo.',
    },
    'videos-add-audio-to-video': {
      name: 'Ajouter du son à une vidéo',
      description: 'Ajoutez narration et bande sonore à une vidéo, avec réglage du volume.',
    },
    'videos-merge-videos': {
      name: 'Fusionner des vidéos',
      description: 'Assemblez plusieurs vidéos en un seul fichier.',
    },
    'videos-image-to-video': {
      name: 'Image vers vidéo',
      description: 'Animez une image et transformez-la en courte vidéo grâce à l’IA.',
    },
    'files-upload': {
      name: 'Téléversement de fichiers',
      description: 'Téléversez de gros fichiers une fois et utilisez-les dans tous les services pendant 24 heures.',
    },
    'ai-model-training': {
      name: "Entraînement de modèles d'IA",
      description: "Entraînez des modèles d'IA personnalisés avec vos propres données.",
    },
  },
  plans: {
    1: {
      name: 'Basique',
      description: 'Pour commencer à automatiser avec nos API.',
      badge: null,
      features: [
        '1 000 crédits par mois',
        'Jusqu’à 100 requêtes par jour',
        'Jusqu’à 10 requêtes par seconde',
        'Toutes les API et des crédits supplémentaires à l’unité',
        'Support par e-mail',
      ],
    },
    2: {
      name: 'Professionnel',
      description: 'Pour les professionnels et les équipes qui utilisent les API tous les jours.',
      badge: 'Le plus choisi',
      features: [
        '10 000 crédits par mois',
        'Jusqu’à 1 000 requêtes par jour',
        'Jusqu’à 25 requêtes par seconde',
        'Toutes les API et des crédits supplémentaires à l’unité',
        'Support prioritaire par e-mail',
      ],
    },
    3: {
      name: 'Entreprise',
      description: 'Pour les entreprises à fort volume de requêtes.',
      badge: null,
      features: [
        '30 000 crédits par mois',
        'Aucune limite quotidienne de requêtes',
        'Jusqu’à 50 requêtes par seconde',
        'Toutes les API et des crédits supplémentaires à l’unité',
        'Support prioritaire par e-mail',
        'SLA garanti par un contrat dédié',
      ],
    },
  },
  freeTier: { name: 'Gratuit' },
  extraPack: { name: 'Crédits supplémentaires', description: 'Un pack de crédits ponctuel réservé aux abonnés.' },
};
