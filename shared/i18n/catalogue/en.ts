import type { CatalogueTranslation } from './types.js';

/** The catalogue and plans in English, keyed by id (the Portuguese originals are in shared/catalogue and shared/plans.ts). */
export const en: CatalogueTranslation = {
  categories: {
    pdf: 'PDF',
    image: 'Image',
    text: 'Text',
    audio: 'Audio',
    video: 'Video',
    upload: 'Upload',
  },
  services: {
    'pdf-merge': {
      name: 'Merge PDFs',
      description: 'Combine several PDF files into a single document.',
    },
    'pdf-split': {
      name: 'Split PDF',
      description: 'Split the pages of a PDF into individual files.',
    },
    'pdf-watermark': {
      name: 'PDF watermark',
      description: 'Add a text watermark with opacity, rotation, size and colour.',
    },
    'pdf-protect': {
      name: 'Protect PDF',
      description: 'Protect a PDF with a password using AES-256 encryption.',
    },
    'pdf-unprotect': {
      name: 'Unprotect PDF',
      description: 'Remove the password from a PDF by giving the current password.',
    },
    'pdf-extract-text': {
      name: 'Extract text from PDF',
      description: 'Extract the text of every page of a PDF document.',
    },
    'pdf-html-to-pdf': {
      name: 'HTML to PDF',
      description: 'Convert HTML into a print-ready PDF, with page format and margins.',
    },
    'pdf-add-text': {
      name: 'Add text to PDF',
      description: 'Write text at any position on a PDF page.',
    },
    'e-image-text-to-image': {
      name: 'AI image generation',
      description: 'Create images from a text description.',
    },
    'e-image-upscale': {
      name: 'Image upscaling',
      description: 'Enlarge images 2x, 3x or 4x while keeping them sharp.',
    },
    'e-image-remove-background': {
      name: 'Background removal',
      description: 'Remove photo backgrounds automatically, with transparency.',
    },
    'image-watermark': {
      name: 'Image watermark',
      description: 'Apply a text or logo watermark to images.',
    },
    'image-chart': {
      name: 'Chart generator',
      description: 'Turn data into line, bar, pie, doughnut or radar charts.',
    },
    'image-qr-code': {
      name: 'QR code generator',
      description: 'Generate custom QR codes with colours and a logo.',
    },
    'text-extract-image-text': {
      name: 'Extract text from images (OCR)',
      description: 'Recognise text in images in Portuguese or English.',
    },
    'text-extract-web-info': {
      name: 'Web data extraction',
      description: 'Extract the title, text, links and metadata of web pages.',
    },
    'verify-email': {
      name: 'Email verification',
      description: 'Check that an email address is valid and can receive messages.',
    },
    'verify-whatsapp': {
      name: 'WhatsApp verification',
      description: 'Validate phone numbers for use with WhatsApp.',
    },
    'audio-text-to-speech': {
      name: 'Text to speech',
      description: 'Turn text into audio with voices in several languages.',
    },
    'audio-speech-to-text': {
      name: 'Speech to text',
      description: 'Transcribe audio files into text.',
    },
    'audio-youtube-transcribe': {
      name: 'YouTube video transcription',
      description: 'Get the transcript of a YouTube video from its link.',
    },
    'videos-render-video-from-images': {
      name: 'Video from images',
      description: 'Create videos with transitions from a sequence of images.',
    },
    'videos-add-subtitles-to-video': {
      name: 'Video subtitles',
      description: 'Add subtitles with colour, font and position to a video.',
    },
    'videos-add-audio-to-video': {
      name: 'Add audio to video',
      description: 'Add narration and a soundtrack to a video, with volume control.',
    },
    'videos-merge-videos': {
      name: 'Merge videos',
      description: 'Join several videos into a single file.',
    },
    'videos-image-to-video': {
      name: 'Image to video',
      description: 'Animate an image into a short video with AI.',
    },
    'files-upload': {
      name: 'File upload',
      description: 'Upload large files once and use them in any service for 24 hours.',
    },
    'ai-model-training': {
      name: 'AI model training',
      description: 'Train custom AI models with your own data.',
    },
  },
  plans: {
    1: {
      name: 'Basic',
      description: 'To start automating with our APIs.',
      badge: null,
      features: [
        '1,000 credits per month',
        'Up to 100 requests per day',
        'Up to 10 requests per second',
        'Every API and one-off extra credits',
        'Email support',
      ],
    },
    2: {
      name: 'Professional',
      description: 'For professionals and teams who use the APIs every day.',
      badge: 'Most popular',
      features: [
        '10,000 credits per month',
        'Up to 1,000 requests per day',
        'Up to 25 requests per second',
        'Every API and one-off extra credits',
        'Priority email support',
      ],
    },
    3: {
      name: 'Enterprise',
      description: 'For companies with a high volume of requests.',
      badge: null,
      features: [
        '30,000 credits per month',
        'No daily request limit',
        'Up to 50 requests per second',
        'Every API and one-off extra credits',
        'Priority email support',
        'SLA guaranteed by its own contract',
      ],
    },
  },
  freeTier: { name: 'Free' },
  extraPack: { name: 'Extra credits', description: 'A one-off credit pack for subscribers.' },
};
