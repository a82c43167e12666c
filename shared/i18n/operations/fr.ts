import type { OperationTranslation } from './types.js';

// Texts several operations share.
const pdfFile =
  'Le PDF : une partie multipart, une URL https, une data URL en base64 ou un id file_ de POST /api/files.';
const inputPassword = "Mot de passe du fichier, s'il est chiffré.";
const opacity = 'De 0.0 (transparent) à 1.0 (opaque).';
const image = "L'image.";
const webhookUrl = 'Reçoit un POST signé (HMAC-SHA256) quand la tâche réussit ou échoue.';
const speechText =
  "Jusqu'à 10 000 caractères ; 1 crédit par tranche de 1 000. Le balisage est lu comme du texte, jamais interprété.";
const voice =
  'Nom de la voix (pt : mariana, camila, pedro, joao ; en : emma, olivia, sophia, alex, david, james ; es : elena, lucia, carlos, miguel ; fr : amelie, louis).';
const voiceLanguage = 'La langue de la voix (pt-BR, en-US, es-ES, fr-FR) ; par défaut, celle de la voix choisie.';
const speed = 'Débit de parole, de 0.5 à 2 (par défaut 1 = normal).';
const pitch = 'Hauteur de la voix, de 0.5 à 1.5 (par défaut 1 = la hauteur propre à la voix).';
const videoJobId = "L'id renvoyé par une opération vidéo.";

/** The three text-to-speech operations take the same parameters. */
const speechParameters = {
  text: speechText,
  voice: voice,
  language: voiceLanguage,
  speed: speed,
  pitch: pitch,
  audioFormat: 'Format du fichier audio.',
};

/**
 * Everything about each operation in French, keyed by operation id: the service card's name and description
 * (on the operation that sells the card), the operation's own name where the playground lists it without a card of
 * its own, and the parameter descriptions by field path.
 */
export const fr: OperationTranslation = {
  operations: {
    'platform.user-update-profile': {
      parameters: {
        language: 'La langue du site et des e-mails.',
        name: 'Nom affiché dans le tableau de bord et dans les e-mails.',
      },
    },
    'platform.user-rename-api-key': {
      parameters: {
        name: 'Nouveau nom de la clé, pour distinguer les clés.',
      },
    },
    'platform.user-create-key': {
      parameters: {
        name: 'Nom de la clé, pour distinguer les clés (par exemple, l’intégration qui l’utilise).',
        expires_at: 'Expiration facultative (ISO 8601, dans le futur) : après elle, la clé est refusée avec 401.',
        allowed:
          'Ids d’opérations (pdf.merge) ou noms de familles (pdf) que la clé peut appeler, facultatifs ; tout autre appel est refusé avec 403 key_restricted, sans facturation. Vide ou absent = toutes les opérations.',
      },
    },
    'platform.user-rename-key': {
      parameters: {
        id: 'L’id de la clé (key_...).',
        name: 'Nouveau nom de la clé, pour distinguer les clés.',
      },
    },
    'platform.user-revoke-key': {
      parameters: {
        id: 'L’id de la clé (key_...).',
      },
    },
    'platform.user-usage': {
      parameters: {
        limit: 'Éléments par page.',
        cursor: 'Le `nextCursor` de la page précédente.',
      },
    },
    'platform.user-requests': {
      parameters: {
        status: 'Seulement les appels répondus avec cette classe de statut.',
        operation: 'Seulement les appels de cette opération (par exemple, `pdf.merge`).',
        key: 'Seulement les appels faits avec cette clé (id de la clé).',
        from: 'Appels reçus à partir de ce moment (ou jour UTC).',
        to: 'Appels reçus jusqu’à ce moment (un jour UTC inclut la journée entière).',
        limit: 'Entrées par page.',
        cursor: '`nextCursor` de la page précédente.',
        format: '`csv` : tous les appels du filtre, en CSV.',
      },
    },
    'platform.user-get-export': {
      parameters: {
        id: 'L’id de l’export (exp_...).',
      },
    },
    'platform.newsletter-subscribe': {
      parameters: {
        email: 'L’adresse à inscrire ; un lien pour la confirmer y est envoyé.',
        language: 'La langue de l’e-mail de confirmation (pt, en, es, fr).',
      },
    },
    'platform.newsletter-confirm': {
      parameters: { token: 'Le jeton du lien de l’e-mail de confirmation.' },
    },
    'platform.newsletter-unsubscribe': {
      parameters: { token: 'Le jeton du lien de l’e-mail de confirmation.' },
    },
    'platform.user-delete-account': {
      parameters: {
        password: 'Le mot de passe du compte, saisi à nouveau pour confirmer la suppression.',
      },
    },
    'billing.checkout': {
      parameters: {
        planId: 'Offre à souscrire : 1 Basique, 2 Professionnel, 3 Entreprise.',
        pack: 'Le pack ponctuel de crédits supplémentaires (réservé aux abonnés).',
        locale: 'Langue de la page de paiement : pt, en, es ou fr (par défaut : la langue du compte, sinon pt).',
      },
    },
    'billing.portal': {
      parameters: {
        locale: 'Langue de la page de paiement : pt, en, es ou fr (par défaut : la langue du compte, sinon pt).',
      },
    },
    'billing.webhook': {
      parameters: {
        id: "Id de l'événement Stripe ; un événement déjà traité est accusé et ignoré.",
        type: "Type de l'événement Stripe, par exemple `invoice.paid` ou `checkout.session.completed`.",
      },
    },
    'billing.checkout-session': {
      parameters: {
        id: "L'id de la session de paiement, issu de l'URL de succès.",
      },
    },
    'files.create': {
      card: {
        name: 'Téléversement de fichiers',
        description: 'Téléversez de gros fichiers une fois et utilisez-les dans tous les services pendant 24 heures.',
      },
      parameters: {
        filename: "Nom d'origine du fichier, conservé pour les résultats.",
        contentType: 'Type de média du fichier ; le téléversement doit envoyer le même champ Content-Type.',
        size: 'Taille en octets, si elle est connue (209715200 au plus) ; au-delà, la réponse est 413 avant le téléversement.',
      },
    },
    'pdf.merge': {
      card: { name: 'Fusionner des PDF', description: 'Combinez plusieurs fichiers PDF en un seul document.' },
      parameters: {
        files: "Les PDF, dans l'ordre où leurs pages doivent apparaître (répétez la partie multipart `files`).",
        passwords: 'Mots de passe des fichiers chiffrés, par position (vide pour les fichiers sans mot de passe).',
      },
    },
    'pdf.split': {
      card: { name: 'Diviser un PDF', description: "Séparez les pages d'un PDF en fichiers individuels." },
      parameters: {
        file: pdfFile,
        pages:
          'Plages comme `1-3,5,8-`. Une plage renvoie un PDF ; plusieurs renvoient un ZIP avec un PDF par plage. Absent : un PDF par page.',
        password: inputPassword,
      },
    },
    'pdf.watermark': {
      card: {
        name: 'Filigrane PDF',
        description: 'Ajoutez un filigrane texte avec opacité, rotation, taille et couleur.',
      },
      parameters: {
        file: pdfFile,
        text: 'Texte du filigrane (toute langue : dessiné avec une police Unicode intégrée).',
        opacity: opacity,
        rotation: 'Degrés, dans le sens antihoraire.',
        password: inputPassword,
        fontSize: 'Taille de la police en points.',
        color: 'Couleur du texte en hexadécimal `#RRGGBB`.',
      },
    },
    'pdf.add-text': {
      card: {
        name: 'Ajouter du texte à un PDF',
        description: "Écrivez un texte à n'importe quelle position d'une page PDF.",
      },
      parameters: {
        file: pdfFile,
        text: 'Le texte ; les retours à la ligne commencent de nouvelles lignes.',
        x: 'Position horizontale en points depuis le bord gauche (72 points = 1 pouce).',
        y: 'Position verticale de la première ligne de base en points depuis le bord inférieur.',
        alignment: 'Alignement du texte par rapport à x.',
        color: 'RVB 0-255 : {r, g, b}, "0,0,0" ou #000000.',
        pages: 'Pages où écrire, comme `1` ou `1-3,5`. Absent : toutes les pages.',
        password: inputPassword,
        fontSize: 'Taille de la police en points.',
        'color.r': 'Rouge, de 0 à 255.',
        'color.g': 'Vert, de 0 à 255.',
        'color.b': 'Bleu, de 0 à 255.',
      },
    },
    'pdf.protect': {
      card: { name: 'Protéger un PDF', description: 'Protégez un PDF par mot de passe avec le chiffrement AES-256.' },
      parameters: {
        file: pdfFile,
        userPassword: 'Mot de passe nécessaire pour ouvrir le document.',
        ownerPassword:
          'Mot de passe qui lève les restrictions. Absent : un mot de passe aléatoire, pour que les restrictions ne puissent pas être levées.',
        permissions: 'Ce que peut faire un lecteur qui ouvre avec le mot de passe utilisateur. Par défaut : tout.',
        password: inputPassword,
        'permissions.printing': 'Impression autorisée : haute résolution, basse résolution ou aucune.',
        'permissions.modifying': 'Si le contenu peut être modifié.',
        'permissions.copying': 'Si le texte et les images peuvent être copiés.',
        'permissions.annotating': 'Si des commentaires et annotations peuvent être ajoutés.',
        'permissions.fillingForms': 'Si les champs de formulaire peuvent être remplis.',
        'permissions.contentAccessibility': "Si les lecteurs d'écran peuvent extraire le contenu.",
        'permissions.documentAssembly': 'Si des pages peuvent être insérées, supprimées ou pivotées.',
      },
    },
    'pdf.unprotect': {
      card: {
        name: 'Déprotéger un PDF',
        description: "Retirez le mot de passe d'un PDF en indiquant le mot de passe actuel.",
      },
      parameters: {
        file: pdfFile,
        password:
          "Le mot de passe utilisateur ou propriétaire ; vide ou absent pour un fichier qui s'ouvre sans mot de passe mais restreint l'usage.",
      },
    },
    'pdf.extract-text': {
      card: { name: "Extraire le texte d'un PDF", description: "Extrayez le texte de chaque page d'un document PDF." },
      parameters: {
        file: pdfFile,
        password: inputPassword,
      },
    },
    'pdf.html-to-pdf': {
      card: {
        name: 'HTML vers PDF',
        description: 'Convertissez du HTML en PDF prêt à imprimer, avec format et marges.',
      },
      parameters: {
        html: "Le document HTML. Les scripts ne s'exécutent pas ; seuls les images, polices et styles data: se chargent.",
        filename: "Nom du fichier renvoyé (.pdf est ajouté s'il manque).",
        options: "Format de page (A4 par défaut), orientation, marges et impression de l'arrière-plan.",
        'options.format': 'Format du papier.',
        'options.landscape': 'Orientation paysage au lieu de portrait.',
        'options.marginTop': 'Marge haute : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.marginRight': 'Marge droite : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.marginBottom': 'Marge basse : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.marginLeft': 'Marge gauche : un nombre en pixels ou une longueur CSS comme `1cm`.',
        'options.printBackground': "Imprime les couleurs et images d'arrière-plan.",
      },
    },
    'image.qr-code': {
      card: { name: 'Générateur de QR code', description: 'Générez des QR codes personnalisés avec couleurs et logo.' },
      parameters: {
        data: 'Texte ou URL à encoder.',
        color: 'Couleur des modules : plus foncée que backgroundColor, avec un contraste d’au moins 3:1 (WCAG).',
        backgroundColor: 'Couleur de fond.',
        width: "Largeur et hauteur de l'image en pixels.",
        logo: 'Logo facultatif dessiné au centre (au plus un quart de la largeur). Une URL https, une data URL en base64 (data:...;base64,...) ou un id file_ de POST /api/files.',
        format: 'png (par défaut) ou svg.',
      },
    },
    'image.watermark': {
      card: { name: "Filigrane d'image", description: 'Appliquez un filigrane texte ou logo sur vos images.' },
      parameters: {
        file: "L'image (partie multipart, URL, data URL ou id de fichier).",
        imageUrl: "L'image par URL, quand aucun fichier n'est envoyé.",
        watermarkType: 'Filigrane texte ou image (logo).',
        watermarkContent: 'Le texte du filigrane (type text).',
        logoUrl: "L'image du filigrane (type image).",
        opacity: opacity,
        repeatPattern: "`tile` répète la marque sur l'image.",
        outputFormat: "PNG, JPG ou WEBP ; par défaut, le format d'entrée.",
        position: 'Où le filigrane est placé.',
      },
    },
    'image.chart': {
      card: {
        name: 'Générateur de graphiques',
        description: 'Transformez vos données en graphiques en courbes, barres, secteurs, anneau ou radar.',
      },
      parameters: {
        data: 'Données Chart.js : labels et datasets.',
        options: 'Options Chart.js (JSON uniquement).',
        plugins: 'Options des plugins intégrés (legend, title, tooltip), fusionnées dans options.plugins.',
        type: 'Type de graphique : barres, courbe, secteurs, anneau, radar, aire polaire (polarArea), nuage de points (scatter) ou bulles (bubble).',
        'data.labels': "Libellés de l'axe horizontal (ou des parts).",
        'data.datasets': 'Les séries de données : un objet par série.',
        'data.datasets.label': 'Nom de la série, affiché dans la légende.',
        'data.datasets.data': 'Les valeurs de la série, une par libellé.',
        width: "Largeur de l'image en pixels.",
        height: "Hauteur de l'image en pixels.",
        'data.datasets.type':
          'Type de graphique de cette seule série, pour mêler barres et courbes dans un même graphique.',
        'options.scales': 'Réglages des axes (`scales` de Chart.js), ex. : `{y: {beginAtZero: true}}`.',
      },
    },
    'image.remove-background': {
      card: {
        name: "Suppression d'arrière-plan",
        description: "Supprimez automatiquement l'arrière-plan des photos, avec transparence.",
      },
      parameters: {
        image: image,
        outputFormat: 'Un format avec transparence.',
        alphaMatting: 'Affine les contours doux, comme les cheveux.',
        webhookUrl: webhookUrl,
      },
    },
    'image.text-to-image': {
      card: {
        name: "Génération d'images par IA",
        description: "Créez des images à partir d'une description textuelle.",
      },
      parameters: {
        positivePrompt: "Ce qu'il faut dessiner.",
        negativePrompt: "Ce qu'il faut éviter.",
        numberResults: 'Images à générer ; chacune coûte 3 crédits (67 avec Bedrock).',
        CFGScale: 'À quel point suivre le prompt.',
        scheduler: 'Échantillonneur, par exemple DPMSolverMultistepScheduler.',
        seed: 'À fixer pour des résultats reproductibles.',
        webhookUrl: webhookUrl,
        width: "Largeur de l'image en pixels.",
        height: "Hauteur de l'image en pixels.",
        outputFormat: "Format de l'image générée.",
        steps: "Étapes de génération : plus d'étapes, plus de détail et plus de temps.",
      },
    },
    'image.upscale': {
      card: {
        name: "Agrandissement d'image",
        description: 'Agrandissez vos images 2x, 3x ou 4x en gardant leur netteté.',
      },
      parameters: {
        image: image,
        outputQuality: 'Qualité JPG/WEBP.',
        sharpen: "Applique un léger masque de netteté après l'agrandissement.",
        webhookUrl: webhookUrl,
        upscaleFactor: 'Combien de fois plus grand est le résultat, dans chaque dimension.',
        outputFormat: "Format de l'image agrandie.",
      },
    },
    'image.save': {
      parameters: {
        user_id: "Ignoré : l'enregistrement appartient toujours à l'appelant.",
        positive_prompt: "Le prompt à partir duquel l'image a été générée.",
        negative_prompt: 'Ce que la génération devait éviter.',
        width: "Largeur de l'image en pixels.",
        height: "Hauteur de l'image en pixels.",
        number_results: "Combien d'images la génération a produit.",
        output_format: "Format de l'image (PNG, JPG, WEBP).",
        steps: 'Étapes de génération utilisées.',
        cfg_scale: 'À quel point la génération a suivi le prompt.',
        scheduler: 'Échantillonneur utilisé par le fournisseur.',
        style: 'Style choisi dans le générateur.',
        mood: 'Ambiance choisie dans le générateur.',
        task_type: 'Type de tâche du fournisseur.',
        image_uuid: "L'id de l'image chez le fournisseur.",
        task_uuid: "L'id de la tâche chez le fournisseur.",
        seed: "Graine aléatoire, pour reproduire l'image.",
        storage_url: "URL https où l'image est stockée.",
        credits_used: 'Crédits coûtés par la génération.',
        generation_status: 'Statut indiqué par le fournisseur.',
      },
    },
    'image.history': {
      parameters: {
        limit: 'Enregistrements par page.',
        cursor: 'Le `nextCursor` de la page précédente.',
      },
    },
    'text.extract-image-text': {
      card: {
        name: "Extraire le texte d'une image (OCR)",
        description: 'Reconnaissez le texte des images en portugais ou en anglais.',
      },
      parameters: {
        file: "L'image (PNG, JPG, WEBP, TIFF...).",
        language: 'por (portugais) ou eng (anglais).',
        webhookUrl: webhookUrl,
      },
    },
    'text.extract-web-info': {
      card: {
        name: 'Extraction de données web',
        description: 'Extrayez le titre, le texte, les liens et les métadonnées des pages web.',
      },
      parameters: {
        url: 'La page à lire (http ou https, adresses publiques uniquement, sans utilisateur:motdepasse@).',
        maxLinks: 'Nombre maximal de liens à lister (distincts, absolus) ; `linkCount` donne le total.',
      },
    },
    'text.process-script': {
      parameters: {
        script: 'Le script complet.',
        videoDuration: 'Durée totale de la vidéo en secondes.',
        desiredImages:
          'Nombre de scènes (3-20). Absent : 3-12 selon la longueur du script (une tous les 200 caractères).',
        globalStyle: 'Style visuel appliqué à toutes les scènes (ex. : cartoon).',
        globalMood: 'Ambiance appliquée à toutes les scènes (ex. : joyeuse).',
      },
    },
    'text.generate-script': {
      parameters: {
        topic: 'Le sujet du script.',
        scriptType: 'youtube, podcast, presentation, webinar ou course.',
        duration: 'Durée en minutes : 1, 3, 5, 10, 15, 30 ou 60.',
        audience: 'Qui va regarder ou écouter.',
        language: 'Langue dans laquelle le script est écrit.',
        tone: 'Ton du script.',
      },
    },
    'audio.text-to-speech': {
      card: {
        name: 'Synthèse vocale',
        description: 'Transformez du texte en audio avec des voix en plusieurs langues.',
      },
      parameters: speechParameters,
    },
    'audio.text-to-speech-v2': {
      name: 'Synthèse vocale (v2, lien audio)',
      parameters: speechParameters,
    },
    'audio.text-to-speech-premium': {
      name: 'Synthèse vocale (premium)',
      parameters: speechParameters,
    },
    'audio.youtube-transcribe': {
      card: {
        name: 'Transcription de vidéos YouTube',
        description: "Obtenez la transcription d'une vidéo YouTube à partir de son lien.",
      },
      parameters: {
        videoUrl: "L'URL d'une vidéo YouTube.",
        language: 'Langue préférée des sous-titres.',
        webhookUrl: webhookUrl,
      },
    },
    'audio.speech-to-text': {
      card: { name: 'Transcription audio', description: 'Transcrivez des fichiers audio en texte.' },
      parameters: {
        audioFile: "L'audio (MP3, WAV, OGG, M4A, WEBM...).",
        webhookUrl: webhookUrl,
        language: "Langue parlée dans l'audio.",
        model: "`enhanced` demande le meilleur modèle du fournisseur, s'il en a un.",
        useEnhanced: 'Identique à `model: enhanced`.',
      },
    },
    'audio.voice-samples': {
      parameters: {
        language: 'Langue des voix à lister (pt-BR, en-US, es-ES, fr-FR).',
      },
    },
    'audio.generate-voice-sample': {
      parameters: {
        voiceName: "La voix de l'échantillon.",
        language: "Langue de la phrase d'exemple.",
      },
    },
    'audio.speech-history': {
      parameters: {
        page: 'Numéro de page, à partir de 1.',
        limit: 'Enregistrements par page.',
      },
    },
    'audio.save-speech-history': {
      parameters: {
        title: "Titre affiché dans l'historique.",
        text: 'Le texte qui a été lu.',
        voice: 'La voix utilisée.',
        language: 'La langue de la voix.',
        audioUrl: 'URL https du fichier audio.',
        duration: "Durée de l'audio en secondes.",
        creditsUsed: "Crédits coûtés par l'audio.",
      },
    },
    'video.render-video-from-images': {
      card: {
        name: "Vidéo à partir d'images",
        description: "Créez des vidéos avec transitions à partir d'une suite d'images.",
      },
      parameters: {
        'images.duration': "Secondes à l'écran.",
        formatPreset: 'youtubeShort (1080x1920) ou longVideo (1920x1080).',
        animateImages: 'Zoom lent (Ken Burns) sur chaque image.',
        fps: 'Images par seconde du résultat.',
        width: 'Par défaut 1280, ou la largeur du préréglage.',
        height: 'Par défaut 720, ou la hauteur du préréglage.',
        webhookUrl: webhookUrl,
        images: "Les images, dans l'ordre : un objet par image.",
        'images.url': "URL https (ou id `file_`) de l'image.",
        transition: 'Transition entre les images.',
        outputFormat: 'Format de la vidéo.',
      },
    },
    'video.add-subtitles-to-video': {
      card: {
        name: 'Sous-titres vidéo',
        description: 'Ajoutez des sous-titres avec couleur, police et position à une vidéo.',
      },
      parameters: {
        subtitles: 'Une liste de sous-titres `{text, startTime, endTime}`, ou du texte SRT / WebVTT.',
        subtitleMode: "burn : incrustés dans l'image. soft : une piste de sous-titres activable (mp4, mov, webm).",
        backgroundColor: 'Couleur du cadre derrière le texte (borderStyle box).',
        defaultFont: 'Famille de police ; les polices inconnues sont remplacées par une sans-serif.',
        webhookUrl: webhookUrl,
        videoUrl: 'La vidéo : une URL https ou un id `file_` de POST /api/files.',
        'subtitles.text': 'Texte du sous-titre.',
        'subtitles.startTime': 'Quand le sous-titre apparaît, en secondes.',
        'subtitles.endTime': 'Quand le sous-titre disparaît, en secondes.',
        color: 'Couleur du texte en hexadécimal `#RRGGBB`.',
        position: "Où les sous-titres se placent dans l'image.",
        fontSize: 'Taille de la police en pixels.',
        fontStyle: 'Style de la police.',
        borderStyle: 'Contour autour des lettres, un cadre derrière elles, ou aucun.',
        alignment: 'Alignement horizontal du texte.',
        effectStyle: "Comment chaque sous-titre apparaît : d'un coup ou en fondu.",
        outputFormat: 'Format de la vidéo.',
      },
    },
    'video.add-audio-to-video': {
      card: {
        name: 'Ajouter du son à une vidéo',
        description: 'Ajoutez narration et bande sonore à une vidéo, avec réglage du volume.',
      },
      parameters: {
        secondaryAudioUrl: "Musique de fond, mixée sous l'audio principal.",
        matchAudioDuration:
          "Répète l'audio principal pour remplir la vidéo (sinon il joue une fois) ; toujours coupé à la fin de la vidéo.",
        videoAudio: "replace : uniquement les nouvelles pistes. mix : l'audio d'origine de la vidéo reste en dessous.",
        originalAudioVolume: "Volume de l'audio d'origine de la vidéo lors du mixage.",
        webhookUrl: webhookUrl,
        videoUrl: 'La vidéo : une URL https ou un id `file_` de POST /api/files.',
        mainAudioUrl: "L'audio principal (une voix off, par exemple) : une URL https ou un id `file_`.",
        mainAudioVolume: "Volume de l'audio principal : 0 muet, 1 inchangé, 2 double.",
        secondaryAudioVolume: 'Volume de la musique de fond : 0 muet, 1 inchangé, 2 double.',
      },
    },
    'video.merge-videos': {
      card: { name: 'Fusionner des vidéos', description: 'Assemblez plusieurs vidéos en un seul fichier.' },
      parameters: {
        videos: 'URL des vidéos, en chaînes ou en objets `{url}`.',
        webhookUrl: webhookUrl,
        width: 'Largeur de la vidéo finale en pixels.',
        height: 'Hauteur de la vidéo finale en pixels.',
        transition: 'Transition entre les vidéos.',
        outputFormat: 'Format de la vidéo.',
        title: 'Un écran de titre affiché 3 secondes avant la première vidéo.',
      },
    },
    'video.image-to-video': {
      card: {
        name: 'Image vers vidéo',
        description: 'Animez une image et transformez-la en courte vidéo grâce à l’IA.',
      },
      parameters: {
        positivePrompt: "Comment l'image doit bouger.",
        imageUrl: "L'image de départ.",
        duration:
          'Secondes demandées ; le fournisseur produit la durée de son propre clip (6 s avec Nova Reel), qui est ce qui est facturé.',
        numberResults: 'Variantes ; chacune coûte 32 crédits par seconde de son clip.',
        webhookUrl: webhookUrl,
        outputFormat: 'Format de la vidéo.',
        height: 'Hauteur de la vidéo en pixels.',
        width: 'Largeur de la vidéo en pixels.',
      },
    },
    'verify.email': {
      card: {
        name: "Vérification d'e-mail",
        description: 'Vérifiez qu’une adresse e-mail est valide et peut recevoir des messages.',
      },
      parameters: {
        email: "L'adresse à vérifier, 254 caractères au plus ; les domaines internationaux (IDNA) sont acceptés.",
      },
    },
    'verify.whatsapp': {
      card: { name: 'Vérification WhatsApp', description: 'Validez des numéros de téléphone pour WhatsApp.' },
      parameters: {
        phone:
          'Le numéro, idéalement au format E.164 (+5511987654321) ; les numéros nationaux sont lus avec defaultCountry.',
        defaultCountry: 'Pays des numéros donnés sans +indicatif (par défaut BR).',
      },
    },
    'jobs.get': {
      name: "Statut d'un job",
      parameters: {
        id: "L'id de la tâche (job_...).",
      },
    },
    'jobs.render-status': {
      name: 'Statut du rendu vidéo',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-url': {
      name: 'URL de la vidéo rendue',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-status': {
      name: 'Statut image vers vidéo',
      parameters: {
        id: 'Le sessionId renvoyé par image-to-video.',
      },
    },
    'jobs.webhook-redeliver': {
      name: "Renvoyer le webhook d'un job",
      parameters: {
        id: "L'id du job (job_...).",
      },
    },
    'mcp.endpoint': {
      parameters: {
        jsonrpc: 'Toujours "2.0".',
        id: 'Id de la requête ; absent pour les notifications.',
        method: 'Méthode MCP : initialize, tools/list, tools/call...',
        params: 'Paramètres de la méthode.',
      },
    },
  },
  /** Services announced before they have an operation (shared/catalogue/services.ts), by service id. */
  plannedServices: {
    'ai-model-training': {
      name: "Entraînement de modèles d'IA",
      description: "Entraînez des modèles d'IA personnalisés avec vos propres données.",
    },
  },
};
