import type { OperationTranslation } from './types.js';

/**
 * Everything about each operation in English, keyed by operation id: the service card's name and description
 * (translated from the Portuguese card on the table entry). English parameter descriptions and operation names are
 * the table's own `describe()` and `doc.summary` texts, read from shared/operations, so none is written here.
 */
export const en: OperationTranslation = {
  operations: {
    'files.create': {
      card: { name: 'File upload', description: 'Upload large files once and use them in any service for 24 hours.' },
    },
    'pdf.merge': {
      card: { name: 'Merge PDFs', description: 'Combine several PDF files into a single document.' },
    },
    'pdf.split': {
      card: { name: 'Split PDF', description: 'Split the pages of a PDF into individual files.' },
    },
    'pdf.watermark': {
      card: { name: 'PDF watermark', description: 'Add a text watermark with opacity, rotation, size and colour.' },
    },
    'pdf.add-text': {
      card: { name: 'Add text to PDF', description: 'Write text at any position on a PDF page.' },
    },
    'pdf.protect': {
      card: { name: 'Protect PDF', description: 'Protect a PDF with a password using AES-256 encryption.' },
    },
    'pdf.unprotect': {
      card: { name: 'Unprotect PDF', description: 'Remove the password from a PDF by giving the current password.' },
    },
    'pdf.extract-text': {
      card: { name: 'Extract text from PDF', description: 'Extract the text of every page of a PDF document.' },
    },
    'pdf.html-to-pdf': {
      card: { name: 'HTML to PDF', description: 'Convert HTML into a print-ready PDF, with page format and margins.' },
    },
    'image.qr-code': {
      card: { name: 'QR code generator', description: 'Generate custom QR codes with colours and a logo.' },
    },
    'image.watermark': {
      card: { name: 'Image watermark', description: 'Apply a text or logo watermark to images.' },
    },
    'image.chart': {
      card: { name: 'Chart generator', description: 'Turn data into line, bar, pie, doughnut or radar charts.' },
    },
    'image.remove-background': {
      card: { name: 'Background removal', description: 'Remove photo backgrounds automatically, with transparency.' },
    },
    'image.text-to-image': {
      card: { name: 'AI image generation', description: 'Create images from a text description.' },
    },
    'image.upscale': {
      card: { name: 'Image upscaling', description: 'Enlarge images 2x, 3x or 4x while keeping them sharp.' },
    },
    'text.extract-image-text': {
      card: {
        name: 'Extract text from images (OCR)',
        description: 'Recognise text in images in Portuguese or English.',
      },
    },
    'text.extract-web-info': {
      card: { name: 'Web data extraction', description: 'Extract the title, text, links and metadata of web pages.' },
    },
    'audio.text-to-speech': {
      card: { name: 'Text to speech', description: 'Turn text into audio with voices in several languages.' },
    },
    'audio.youtube-transcribe': {
      card: {
        name: 'YouTube video transcription',
        description: 'Get the transcript of a YouTube video from its link.',
      },
    },
    'audio.speech-to-text': {
      card: { name: 'Speech to text', description: 'Transcribe audio files into text.' },
    },
    'video.render-video-from-images': {
      card: { name: 'Video from images', description: 'Create videos with transitions from a sequence of images.' },
    },
    'video.add-subtitles-to-video': {
      card: { name: 'Video subtitles', description: 'Add subtitles with colour, font and position to a video.' },
    },
    'video.add-audio-to-video': {
      card: {
        name: 'Add audio to video',
        description: 'Add narration and a soundtrack to a video, with volume control.',
      },
    },
    'video.merge-videos': {
      card: { name: 'Merge videos', description: 'Join several videos into a single file.' },
    },
    'video.image-to-video': {
      card: { name: 'Image to video', description: 'Animate an image into a short video with AI.' },
    },
    'verify.email': {
      card: {
        name: 'Email verification',
        description: 'Check that an email address is valid and can receive messages.',
      },
    },
    'verify.whatsapp': {
      card: { name: 'WhatsApp verification', description: 'Validate phone numbers for use with WhatsApp.' },
    },
  },
  /** Services announced before they have an operation (shared/catalogue/services.ts), by service id. */
  plannedServices: {
    'ai-model-training': { name: 'AI model training', description: 'Train custom AI models with your own data.' },
  },
};
