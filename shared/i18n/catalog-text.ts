/**
 * Translations of the catalogue and plan texts, keyed by the Portuguese original (the spec's lookup tables).
 * Every Portuguese string in shared/catalogue and shared/plans.ts has an entry; a test keeps it that way.
 */
export interface Translations {
  readonly en: string;
  readonly es: string;
  readonly fr: string;
}

export const catalogTranslations: Readonly<Record<string, Translations>> = {
  // Categories
  PDF: { en: 'PDF', es: 'PDF', fr: 'PDF' },
  Imagem: { en: 'Image', es: 'Imagen', fr: 'Image' },
  Texto: { en: 'Text', es: 'Texto', fr: 'Texte' },
  Áudio: { en: 'Audio', es: 'Audio', fr: 'Audio' },
  Vídeo: { en: 'Video', es: 'Vídeo', fr: 'Vidéo' },
  Upload: { en: 'Upload', es: 'Subida', fr: 'Téléversement' },

  // PDF services
  'Juntar PDFs': { en: 'Merge PDFs', es: 'Unir PDFs', fr: 'Fusionner des PDF' },
  'Combine vários arquivos PDF em um único documento.': {
    en: 'Combine several PDF files into a single document.',
    es: 'Combine varios archivos PDF en un único documento.',
    fr: 'Combinez plusieurs fichiers PDF en un seul document.',
  },
  'Dividir PDF': { en: 'Split PDF', es: 'Dividir PDF', fr: 'Diviser un PDF' },
  'Separe as páginas de um PDF em arquivos individuais.': {
    en: 'Split the pages of a PDF into individual files.',
    es: 'Separe las páginas de un PDF en archivos individuales.',
    fr: "Séparez les pages d'un PDF en fichiers individuels.",
  },
  "Marca d'água em PDF": { en: 'PDF watermark', es: 'Marca de agua en PDF', fr: 'Filigrane PDF' },
  "Adicione uma marca d'água de texto com opacidade, rotação, tamanho e cor.": {
    en: 'Add a text watermark with opacity, rotation, size and colour.',
    es: 'Añada una marca de agua de texto con opacidad, rotación, tamaño y color.',
    fr: 'Ajoutez un filigrane texte avec opacité, rotation, taille et couleur.',
  },
  'Proteger PDF': { en: 'Protect PDF', es: 'Proteger PDF', fr: 'Protéger un PDF' },
  'Proteja um PDF com senha usando criptografia AES-256.': {
    en: 'Protect a PDF with a password using AES-256 encryption.',
    es: 'Proteja un PDF con contraseña usando cifrado AES-256.',
    fr: 'Protégez un PDF par mot de passe avec le chiffrement AES-256.',
  },
  'Desproteger PDF': { en: 'Unprotect PDF', es: 'Desproteger PDF', fr: 'Déprotéger un PDF' },
  'Remova a senha de um PDF informando a senha atual.': {
    en: 'Remove the password from a PDF by giving the current password.',
    es: 'Quite la contraseña de un PDF indicando la contraseña actual.',
    fr: "Retirez le mot de passe d'un PDF en indiquant le mot de passe actuel.",
  },
  'Extrair texto de PDF': { en: 'Extract text from PDF', es: 'Extraer texto de PDF', fr: "Extraire le texte d'un PDF" },
  'Extraia o texto de cada página de um documento PDF.': {
    en: 'Extract the text of every page of a PDF document.',
    es: 'Extraiga el texto de cada página de un documento PDF.',
    fr: "Extrayez le texte de chaque page d'un document PDF.",
  },
  'HTML para PDF': { en: 'HTML to PDF', es: 'HTML a PDF', fr: 'HTML vers PDF' },
  'Converta HTML em um PDF pronto para impressão, com formato e margens.': {
    en: 'Convert HTML into a print-ready PDF, with page format and margins.',
    es: 'Convierta HTML en un PDF listo para imprimir, con formato y márgenes.',
    fr: 'Convertissez du HTML en PDF prêt à imprimer, avec format et marges.',
  },
  'Adicionar texto ao PDF': { en: 'Add text to PDF', es: 'Añadir texto al PDF', fr: 'Ajouter du texte à un PDF' },
  'Escreva um texto em qualquer posição de uma página PDF.': {
    en: 'Write text at any position on a PDF page.',
    es: 'Escriba un texto en cualquier posición de una página PDF.',
    fr: "Écrivez un texte à n'importe quelle position d'une page PDF.",
  },

  // Image services
  'Geração de imagens com IA': {
    en: 'AI image generation',
    es: 'Generación de imágenes con IA',
    fr: "Génération d'images par IA",
  },
  'Crie imagens a partir de uma descrição em texto.': {
    en: 'Create images from a text description.',
    es: 'Cree imágenes a partir de una descripción en texto.',
    fr: "Créez des images à partir d'une description textuelle.",
  },
  'Aumentar resolução de imagem': {
    en: 'Image upscaling',
    es: 'Aumentar resolución de imagen',
    fr: "Agrandissement d'image",
  },
  'Amplie imagens em 2x, 3x ou 4x mantendo a nitidez.': {
    en: 'Enlarge images 2x, 3x or 4x while keeping them sharp.',
    es: 'Amplíe imágenes 2x, 3x o 4x manteniendo la nitidez.',
    fr: 'Agrandissez vos images 2x, 3x ou 4x en gardant leur netteté.',
  },
  'Remover fundo de imagem': {
    en: 'Background removal',
    es: 'Eliminar fondo de imagen',
    fr: "Suppression d'arrière-plan",
  },
  'Remova o fundo de fotos automaticamente, com transparência.': {
    en: 'Remove photo backgrounds automatically, with transparency.',
    es: 'Elimine el fondo de las fotos automáticamente, con transparencia.',
    fr: "Supprimez automatiquement l'arrière-plan des photos, avec transparence.",
  },
  "Marca d'água em imagem": { en: 'Image watermark', es: 'Marca de agua en imagen', fr: "Filigrane d'image" },
  "Aplique uma marca d'água de texto ou logotipo em imagens.": {
    en: 'Apply a text or logo watermark to images.',
    es: 'Aplique una marca de agua de texto o logotipo a las imágenes.',
    fr: 'Appliquez un filigrane texte ou logo sur vos images.',
  },
  'Gerador de gráficos': { en: 'Chart generator', es: 'Generador de gráficos', fr: 'Générateur de graphiques' },
  'Transforme dados em gráficos de linha, barras, pizza, rosca ou radar.': {
    en: 'Turn data into line, bar, pie, doughnut or radar charts.',
    es: 'Convierta datos en gráficos de líneas, barras, circulares, de anillo o de radar.',
    fr: 'Transformez vos données en graphiques en courbes, barres, secteurs, anneau ou radar.',
  },
  'Gerador de QR Code': { en: 'QR code generator', es: 'Generador de códigos QR', fr: 'Générateur de QR code' },
  'Gere QR Codes personalizados com cores e logotipo.': {
    en: 'Generate custom QR codes with colours and a logo.',
    es: 'Genere códigos QR personalizados con colores y logotipo.',
    fr: 'Générez des QR codes personnalisés avec couleurs et logo.',
  },

  // Text services
  'Extrair texto de imagem (OCR)': {
    en: 'Extract text from images (OCR)',
    es: 'Extraer texto de imágenes (OCR)',
    fr: "Extraire le texte d'une image (OCR)",
  },
  'Reconheça o texto de imagens em português ou inglês.': {
    en: 'Recognise text in images in Portuguese or English.',
    es: 'Reconozca el texto de imágenes en portugués o inglés.',
    fr: 'Reconnaissez le texte des images en portugais ou en anglais.',
  },
  'Extração de dados da web': {
    en: 'Web data extraction',
    es: 'Extracción de datos web',
    fr: 'Extraction de données web',
  },
  'Extraia título, texto, links e metadados de páginas da web.': {
    en: 'Extract the title, text, links and metadata of web pages.',
    es: 'Extraiga título, texto, enlaces y metadatos de páginas web.',
    fr: 'Extrayez le titre, le texte, les liens et les métadonnées des pages web.',
  },
  'Verificação de e-mail': {
    en: 'Email verification',
    es: 'Verificación de correo electrónico',
    fr: "Vérification d'e-mail",
  },
  'Verifique se um endereço de e-mail é válido e pode receber mensagens.': {
    en: 'Check that an email address is valid and can receive messages.',
    es: 'Compruebe si una dirección de correo es válida y puede recibir mensajes.',
    fr: 'Vérifiez qu’une adresse e-mail est valide et peut recevoir des messages.',
  },
  'Verificação de WhatsApp': {
    en: 'WhatsApp verification',
    es: 'Verificación de WhatsApp',
    fr: 'Vérification WhatsApp',
  },
  'Valide números de telefone para uso no WhatsApp.': {
    en: 'Validate phone numbers for use with WhatsApp.',
    es: 'Valide números de teléfono para usar en WhatsApp.',
    fr: 'Validez des numéros de téléphone pour WhatsApp.',
  },

  // Audio services
  'Texto para fala': { en: 'Text to speech', es: 'Texto a voz', fr: 'Synthèse vocale' },
  'Converta texto em áudio com vozes em vários idiomas.': {
    en: 'Turn text into audio with voices in several languages.',
    es: 'Convierta texto en audio con voces en varios idiomas.',
    fr: 'Transformez du texte en audio avec des voix en plusieurs langues.',
  },
  'Fala para texto': { en: 'Speech to text', es: 'Voz a texto', fr: 'Transcription audio' },
  'Transcreva arquivos de áudio em texto.': {
    en: 'Transcribe audio files into text.',
    es: 'Transcriba archivos de audio a texto.',
    fr: 'Transcrivez des fichiers audio en texte.',
  },
  'Transcrição de vídeos do YouTube': {
    en: 'YouTube video transcription',
    es: 'Transcripción de vídeos de YouTube',
    fr: 'Transcription de vidéos YouTube',
  },
  'Obtenha a transcrição de um vídeo do YouTube a partir do link.': {
    en: 'Get the transcript of a YouTube video from its link.',
    es: 'Obtenga la transcripción de un vídeo de YouTube a partir del enlace.',
    fr: "Obtenez la transcription d'une vidéo YouTube à partir de son lien.",
  },

  // Video services
  'Vídeo a partir de imagens': {
    en: 'Video from images',
    es: 'Vídeo a partir de imágenes',
    fr: "Vidéo à partir d'images",
  },
  'Crie vídeos com transições a partir de uma sequência de imagens.': {
    en: 'Create videos with transitions from a sequence of images.',
    es: 'Cree vídeos con transiciones a partir de una secuencia de imágenes.',
    fr: "Créez des vidéos avec transitions à partir d'une suite d'images.",
  },
  'Legendas em vídeo': { en: 'Video subtitles', es: 'Subtítulos en vídeo', fr: 'Sous-titres vidéo' },
  'Adicione legendas com cor, fonte e posição a um vídeo.': {
    en: 'Add subtitles with colour, font and position to a video.',
    es: 'Añada subtítulos con color, fuente y posición a un vídeo.',
    fr: 'Ajoutez des sous-titres avec couleur, police et position à une vidéo.',
  },
  'Adicionar áudio ao vídeo': {
    en: 'Add audio to video',
    es: 'Añadir audio al vídeo',
    fr: 'Ajouter du son à une vidéo',
  },
  'Inclua narração e trilha sonora em um vídeo, com controle de volume.': {
    en: 'Add narration and a soundtrack to a video, with volume control.',
    es: 'Incluya narración y banda sonora en un vídeo, con control de volumen.',
    fr: 'Ajoutez narration et bande sonore à une vidéo, avec réglage du volume.',
  },
  'Juntar vídeos': { en: 'Merge videos', es: 'Unir vídeos', fr: 'Fusionner des vidéos' },
  'Una vários vídeos em um único arquivo.': {
    en: 'Join several videos into a single file.',
    es: 'Una varios vídeos en un único archivo.',
    fr: 'Assemblez plusieurs vidéos en un seul fichier.',
  },
  'Imagem para vídeo': { en: 'Image to video', es: 'Imagen a vídeo', fr: 'Image vers vidéo' },
  'Anime uma imagem e transforme-a em um vídeo curto com IA.': {
    en: 'Animate an image into a short video with AI.',
    es: 'Anime una imagen y conviértala en un vídeo corto con IA.',
    fr: 'Animez une image et transformez-la en courte vidéo grâce à l’IA.',
  },

  // Upload and coming soon
  'Upload de arquivos': { en: 'File upload', es: 'Subida de archivos', fr: 'Téléversement de fichiers' },
  'Envie arquivos grandes uma vez e use-os em qualquer serviço por 24 horas.': {
    en: 'Upload large files once and use them in any service for 24 hours.',
    es: 'Suba archivos grandes una vez y úselos en cualquier servicio durante 24 horas.',
    fr: 'Téléversez de gros fichiers une fois et utilisez-les dans tous les services pendant 24 heures.',
  },
  'Treinamento de modelos de IA': {
    en: 'AI model training',
    es: 'Entrenamiento de modelos de IA',
    fr: "Entraînement de modèles d'IA",
  },
  'Treine modelos de IA personalizados com os seus próprios dados.': {
    en: 'Train custom AI models with your own data.',
    es: 'Entrene modelos de IA personalizados con sus propios datos.',
    fr: "Entraînez des modèles d'IA personnalisés avec vos propres données.",
  },

  // Plans
  Básico: { en: 'Basic', es: 'Básico', fr: 'Basique' },
  'Para começar a automatizar com as nossas APIs.': {
    en: 'To start automating with our APIs.',
    es: 'Para empezar a automatizar con nuestras APIs.',
    fr: 'Pour commencer à automatiser avec nos API.',
  },
  '1.000 créditos por mês': {
    en: '1,000 credits per month',
    es: '1.000 créditos al mes',
    fr: '1 000 crédits par mois',
  },
  '100 requisições por dia': { en: '100 requests per day', es: '100 solicitudes al día', fr: '100 requêtes par jour' },
  'Acesso a todas as APIs': { en: 'Access to every API', es: 'Acceso a todas las APIs', fr: 'Accès à toutes les API' },
  'Suporte por e-mail': { en: 'Email support', es: 'Soporte por correo electrónico', fr: 'Support par e-mail' },
  Profissional: { en: 'Professional', es: 'Profesional', fr: 'Professionnel' },
  'Para profissionais e equipes que usam as APIs todos os dias.': {
    en: 'For professionals and teams who use the APIs every day.',
    es: 'Para profesionales y equipos que usan las APIs todos los días.',
    fr: 'Pour les professionnels et les équipes qui utilisent les API tous les jours.',
  },
  'Mais escolhido': { en: 'Most popular', es: 'Más elegido', fr: 'Le plus choisi' },
  '10.000 créditos por mês': {
    en: '10,000 credits per month',
    es: '10.000 créditos al mes',
    fr: '10 000 crédits par mois',
  },
  '1.000 requisições por dia': {
    en: '1,000 requests per day',
    es: '1.000 solicitudes al día',
    fr: '1 000 requêtes par jour',
  },
  'Documentação avançada': { en: 'Advanced documentation', es: 'Documentación avanzada', fr: 'Documentation avancée' },
  'Suporte prioritário': { en: 'Priority support', es: 'Soporte prioritario', fr: 'Support prioritaire' },
  Empresarial: { en: 'Enterprise', es: 'Empresarial', fr: 'Entreprise' },
  'Para empresas com alto volume e necessidades sob medida.': {
    en: 'For companies with high volume and tailored needs.',
    es: 'Para empresas con alto volumen y necesidades a medida.',
    fr: 'Pour les entreprises à fort volume aux besoins sur mesure.',
  },
  '30.000 créditos por mês': {
    en: '30,000 credits per month',
    es: '30.000 créditos al mes',
    fr: '30 000 crédits par mois',
  },
  'APIs e requisições ilimitadas': {
    en: 'Unlimited APIs and requests',
    es: 'APIs y solicitudes ilimitadas',
    fr: 'API et requêtes illimitées',
  },
  'Suporte dedicado 24/7': {
    en: 'Dedicated 24/7 support',
    es: 'Soporte dedicado 24/7',
    fr: 'Support dédié 24h/24, 7j/7',
  },
  'Integrações personalizadas': {
    en: 'Custom integrations',
    es: 'Integraciones personalizadas',
    fr: 'Intégrations personnalisées',
  },
  'SLA garantido': { en: 'Guaranteed SLA', es: 'SLA garantizado', fr: 'SLA garanti' },
  Gratuito: { en: 'Free', es: 'Gratis', fr: 'Gratuit' },
  'Créditos extras': { en: 'Extra credits', es: 'Créditos extra', fr: 'Crédits supplémentaires' },
  'Pacote avulso de créditos para quem já é assinante.': {
    en: 'A one-off credit pack for subscribers.',
    es: 'Paquete único de créditos para quienes ya son suscriptores.',
    fr: 'Un pack de crédits ponctuel réservé aux abonnés.',
  },
};
