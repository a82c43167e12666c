import type { LegalTexts } from './types.js';

export const legal: LegalTexts = {
  terms: {
    title: "Conditions d'utilisation",
    intro:
      "Les présentes Conditions d'utilisation régissent l'accès et l'utilisation de la plateforme Alquimia, y compris le site, le tableau de bord et les API de transformation de documents, d'images, d'audio, de vidéo et de données web. Lisez-les attentivement avant de créer votre compte.",
    sections: [
      {
        title: 'Acceptation des conditions',
        paragraphs: [
          'En créant un compte, en générant une clé API ou en effectuant un appel à nos API, vous déclarez avoir lu, compris et accepté les présentes Conditions ainsi que notre Politique de confidentialité.',
          "Si vous utilisez Alquimia pour le compte d'une entreprise, vous déclarez être habilité à accepter ces Conditions en son nom, et « vous » désigne alors aussi cette entreprise.",
        ],
      },
      {
        title: 'Le service',
        paragraphs: [
          "Alquimia propose des API HTTP payées à l'usage pour traiter des PDF (fusion, découpage, filigrane, protection, extraction de texte, HTML vers PDF), des images (génération, agrandissement, suppression d'arrière-plan, OCR, graphiques, QR codes), l'audio et la parole, la vidéo, l'extraction de données web et la vérification d'e-mails et de numéros de messagerie.",
          'Les fonctionnalités marquées « Bientôt disponible » ne sont pas encore proposées et peuvent évoluer avant leur lancement. Nous pouvons améliorer, modifier ou retirer des fonctionnalités, avec un préavis raisonnable lorsque le changement vous affecte de manière significative.',
        ],
      },
      {
        title: 'Inscription et compte',
        paragraphs: [
          'Vous devez avoir au moins 18 ans et la pleine capacité juridique pour créer un compte. Les mineurs de moins de 18 ans ne peuvent pas utiliser la plateforme.',
          'Vous devez fournir des informations exactes et les tenir à jour. Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité sur votre compte. Signalez-nous immédiatement toute utilisation non autorisée.',
        ],
      },
      {
        title: 'Clé API',
        paragraphs: [
          'Chaque compte reçoit une clé API personnelle. Elle vous identifie à chaque appel et autorise le débit de vos crédits ; traitez-la comme un mot de passe et ne la publiez jamais dans du code open source ni dans des applications exécutées dans le navigateur.',
          "Vous pouvez renommer, régénérer ou révoquer la clé depuis le tableau de bord. Les appels effectués avec votre clé relèvent de votre responsabilité jusqu'à sa régénération ou sa révocation.",
        ],
      },
      {
        title: 'Crédits, offres et paiements',
        paragraphs: [
          'Chaque service consomme un nombre de crédits par utilisation, indiqué dans le catalogue et la documentation. Les nouveaux comptes reçoivent 20 crédits gratuits. Les offres mensuelles (Básico, Profissional et Empresarial) ajoutent au solde les crédits prévus à chaque facture payée, et les crédits non utilisés restent au solde le mois suivant ; le pack de crédits supplémentaires est réservé aux abonnés.',
          "Lorsque vos crédits sont épuisés, les nouveaux appels sont refusés (réponse HTTP 402) jusqu'à l'achat de crédits ou la souscription d'une offre ; rien n'est jamais facturé au-delà de votre solde. Les appels refusés pour données invalides ne sont pas facturés, et ceux qui échouent à cause de la plateforme sont remboursés automatiquement.",
          "Les paiements sont traités par Stripe. Les abonnements peuvent être résiliés à tout moment depuis le portail de facturation et restent valables jusqu'à la fin de la période payée. Les crédits déjà utilisés ne sont pas remboursables, sans préjudice des droits que vous confère le droit de la consommation. Si un paiement est remboursé ou perdu lors d'un litige, les crédits de cet achat encore au solde sont retirés (le solde ne devient jamais négatif) ; les crédits déjà utilisés ne sont pas facturés.",
        ],
      },
      {
        title: 'Limites et utilisation acceptable',
        paragraphs: [
          "Chaque offre comporte une limite quotidienne de requêtes (100 pour l'offre gratuite et Básico, 1 000 pour Profissional, illimitée pour Empresarial) et des limites de taille de fichier publiées dans la documentation. Les requêtes au-delà de la limite sont refusées jusqu'au lendemain (UTC).",
          "Il est interdit d'utiliser Alquimia pour traiter des contenus illicites, portant atteinte aux droits de tiers ou exploitant des mineurs ; pour envoyer des logiciels malveillants ; pour tenter d'atteindre des réseaux internes ou des systèmes tiers via nos API ; pour contourner les limites, la facturation ou les mesures de sécurité ; ou pour surcharger volontairement l'infrastructure.",
        ],
      },
      {
        title: 'Vos fichiers et contenus',
        paragraphs: [
          'Vous conservez tous les droits sur les fichiers, textes et URL que vous envoyez. Vous nous accordez uniquement la licence nécessaire pour les traiter et vous renvoyer le résultat demandé.',
          "Les fichiers envoyés et les résultats générés sont des données temporaires : ils sont accessibles via des liens à durée limitée et supprimés automatiquement sous 24 heures. Seul l'historique des outils du tableau de bord (audios de la synthèse vocale et images générées) est conservé 30 jours pour que vous puissiez le télécharger à nouveau, puis supprimé automatiquement. Nous n'utilisons pas vos contenus pour entraîner des modèles. Conservez une copie de tout ce qui compte pour vous.",
          "Le journal des requêtes du tableau de bord (chaque appel fait avec vos clés d'API : heure, opération, statut, code du problème, durée, crédits, clé, ID de la requête, Idempotency-Key et user agent) vous est accessible pendant 30 jours, puis supprimé automatiquement.",
        ],
      },
      {
        title: 'Disponibilité et support',
        paragraphs: [
          "Nous faisons en sorte que la plateforme soit disponible en continu, mais des interruptions peuvent survenir pour maintenance ou en raison de défaillances de tiers. Un accord de niveau de service (SLA) garanti n'existe que pour l'offre Empresarial, selon son propre contrat.",
          "Le support est assuré par e-mail ; l'offre Profissional bénéficie d'un support prioritaire et l'offre Empresarial d'un support dédié 24h/24 et 7j/7.",
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          "La marque Alquimia, le site, le tableau de bord, la documentation et le logiciel de la plateforme appartiennent à Alquimia ou à ses concédants. Les présentes Conditions ne vous confèrent aucun droit sur ces éléments au-delà de l'utilisation du service ici prévue.",
        ],
      },
      {
        title: 'Limitation de responsabilité',
        paragraphs: [
          "Le service est fourni « en l'état ». Les résultats générés automatiquement (OCR, transcriptions, images et textes générés par IA, etc.) peuvent comporter des erreurs, et il vous appartient de les vérifier avant usage.",
          "Dans toute la mesure permise par la loi, la responsabilité totale d'Alquimia pour toute réclamation est limitée au montant que vous avez payé au cours des 12 mois précédant le fait générateur, et nous ne répondons pas des pertes de profits ni des dommages indirects.",
        ],
      },
      {
        title: 'Modifications, résiliation et droit applicable',
        paragraphs: [
          "Nous pouvons mettre à jour ces Conditions ; les changements importants seront annoncés par e-mail ou dans le tableau de bord au moins 15 jours à l'avance. Vous pouvez supprimer votre compte à tout moment dans le tableau de bord (Profil → Vos données) : les clés d'API sont révoquées immédiatement, un abonnement en cours est résilié à la fin de la période déjà payée et toutes les données sont effacées, sauf les registres d'achats (montant, date, offre), que la loi fiscale nous oblige à conserver 5 ans et que nous gardons sans nom ni e-mail, liés à un code anonyme. Les journaux d'accès (adresse IP, date et heure de chaque requête) sont conservés 6 mois, comme l'exige le Marco Civil da Internet (art. 15), puis supprimés. Nous pouvons suspendre les comptes qui enfreignent ces Conditions.",
          'Les présentes Conditions sont régies par le droit de la République fédérative du Brésil. Les litiges relèvent des tribunaux du domicile du consommateur. Questions : contato@alquimia.dev.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Cette Politique explique quelles données personnelles Alquimia collecte, pourquoi, pendant combien de temps et quels sont vos droits, conformément à la loi générale brésilienne sur la protection des données (LGPD, loi n° 13.709/2018).',
    sections: [
      {
        title: 'Qui sommes-nous',
        paragraphs: [
          'Alquimia est responsable du traitement des données personnelles traitées sur la plateforme (site, tableau de bord et API). Notre délégué à la protection des données (DPO) est joignable à privacidade@alquimia.dev.',
        ],
      },
      {
        title: 'Données collectées',
        paragraphs: [
          "Données de compte : nom, e-mail et mot de passe (conservé par notre fournisseur d'authentification uniquement sous forme protégée). Données d'usage : services appelés, crédits consommés, dates, identifiants de requête et adresse IP. Données de facturation : offre et historique de paiements ; les données de carte sont traitées directement par Stripe et ne transitent jamais par nos serveurs.",
          "Les contenus envoyés aux API (fichiers, textes, URL) ne sont traités que pour exécuter l'opération demandée.",
        ],
      },
      {
        title: 'Utilisation des données',
        paragraphs: [
          'Nous utilisons les données pour créer et gérer votre compte, authentifier vos appels, débiter et rembourser des crédits, facturer, prévenir la fraude et les abus, assurer le support et envoyer des communications liées au service.',
        ],
      },
      {
        title: 'Bases légales',
        paragraphs: [
          "Nous traitons les données pour exécuter le contrat (fournir le service souscrit), respecter nos obligations légales et fiscales et sur la base de l'intérêt légitime (sécurité, prévention de la fraude et amélioration du service), conformément à l'article 7 de la LGPD.",
        ],
      },
      {
        title: 'Fichiers traités et conservation',
        paragraphs: [
          "Les fichiers envoyés et les résultats générés sont temporaires et supprimés automatiquement sous 24 heures. Seul l'historique des outils du tableau de bord (audios de la synthèse vocale et images générées) est conservé 30 jours pour que vous puissiez le télécharger à nouveau, puis supprimé automatiquement. Nous ne les utilisons pas pour entraîner des modèles d'IA.",
          'Le journal des requêtes affiché dans le tableau de bord (heure, opération, statut, durée, crédits, clé, ID de la requête, Idempotency-Key et user agent de chaque appel fait avec vos clés) est conservé 30 jours, puis supprimé automatiquement. Les appels avec une clé inconnue ne sont enregistrés dans aucun compte.',
          "Les données de compte, y compris l'historique d'utilisation des crédits, sont conservées tant que le compte est actif. Les registres d'achats sont conservés 5 ans, comme l'exige la loi fiscale. Les journaux d'accès à l'application (adresse IP, date et heure de chaque requête), que le Marco Civil da Internet brésilien (loi 12.965/2014, art. 15) nous oblige à conserver, restent 6 mois dans les journaux d'accès du service, séparés du journal des requêtes (qui ne conserve pas votre IP), puis sont supprimés automatiquement, même si le compte a déjà été supprimé.",
          "La newsletter est facultative et repose sur votre consentement (LGPD, art. 7, I) : nous conservons seulement l'e-mail inscrit, la langue et les dates de la demande et de la confirmation. Une adresse non confirmée par le lien envoyé est effacée sous 7 jours ; une adresse confirmée est conservée jusqu'à votre désinscription par le lien de n'importe quel e-mail de la newsletter, qui l'efface aussitôt. L'inscription est distincte du compte : supprimer le compte ne l'annule pas, et se désinscrire n'affecte pas le compte.",
        ],
      },
      {
        title: 'Partage',
        paragraphs: [
          "Nous ne vendons pas de données personnelles. Nous ne les partageons qu'avec des sous-traitants qui nous aident à fournir le service : hébergement cloud (Amazon Web Services), paiements (Stripe) et, uniquement lorsque vous utilisez des fonctions d'IA, le fournisseur du modèle qui exécute l'opération. Nous pouvons aussi les communiquer lorsque la loi ou une décision de justice l'exige.",
        ],
      },
      {
        title: 'Transferts internationaux',
        paragraphs: [
          "Certains sous-traitants peuvent stocker ou traiter des données hors du Brésil. Dans ce cas, nous appliquons les garanties prévues à l'article 33 de la LGPD, comme des clauses contractuelles assurant un niveau de protection adéquat.",
        ],
      },
      {
        title: 'Sécurité',
        paragraphs: [
          "Nous utilisons le chiffrement en transit (HTTPS), des clés API conservées uniquement sous forme de hachage et de copie chiffrée, un contrôle d'accès par compte, des journaux d'audit et la suppression automatique des fichiers temporaires. Aucun système n'est totalement à l'abri d'incidents ; en cas d'incident important, nous vous en informerons, ainsi que l'ANPD, comme la loi l'exige.",
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          "En vertu de l'article 18 de la LGPD, vous pouvez demander la confirmation du traitement, l'accès, la rectification, l'anonymisation, la portabilité et la suppression de vos données, des informations sur leur partage et le retrait de votre consentement. Dans le tableau de bord (Profil → Vos données), vous exportez toutes vos données en un fichier (JSON et CSV) et supprimez votre compte ; le reste via privacidade@alquimia.dev, avec une réponse sous 15 jours.",
          "Vous pouvez également déposer une réclamation auprès de l'Autorité nationale brésilienne de protection des données (ANPD).",
        ],
      },
      {
        title: 'Stockage local, mineurs et modifications',
        paragraphs: [
          "Le site ne conserve dans votre navigateur que le strict nécessaire à son fonctionnement : votre session de connexion et votre langue préférée. Nous n'utilisons ni cookies publicitaires ni traceurs tiers.",
          "La plateforme n'est pas destinée aux personnes de moins de 18 ans. Nous pouvons mettre à jour cette Politique ; les changements importants seront annoncés par e-mail ou dans le tableau de bord.",
        ],
      },
    ],
  },
};
