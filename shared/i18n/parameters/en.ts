import type { ParameterTexts } from './types.js';

// Texts several operations share.
const pdfFile = 'The PDF: a multipart part, an https URL, a base64 data URL or a file_ id from POST /api/files.';
const inputPassword = 'Password of an encrypted input.';
const opacity = '0.0 transparent to 1.0 opaque.';
const image = 'The image.';
const webhookUrl = 'Receives a signed POST (HMAC-SHA256) when the job succeeds or fails.';
const speechText = 'Up to 10,000 characters; 1 credit per 1,000. Markup is spoken as text, never interpreted.';
const voice =
  'Voice name (pt: mariana, camila, pedro, joao; en: emma, olivia, sophia, alex, david, james; es: elena, lucia, carlos, miguel; fr: amelie, louis).';
const voiceLanguage = "The voice's language (pt-BR, en-US, es-ES, fr-FR); defaults to it.";
const speed = 'Speaking rate, 0.5 to 2 (default 1 = normal).';
const pitch = "Voice pitch, 0.5 to 1.5 (default 1 = the voice's own).";
const videoJobId = 'The id returned by a video operation.';

/** Operation parameter descriptions in English (the source: the table's `describe()` texts), keyed by operation id and field path. */
export const en: ParameterTexts = {
  'platform.user-update-profile': {
    language: 'The language of the site and of e-mails.',
  },
  'platform.user-usage': {
    limit: 'Entries per page.',
    cursor: '`nextCursor` of the previous page.',
  },
  'billing.checkout': {
    planId: 'Plan to subscribe to: 1 Básico, 2 Profissional, 3 Empresarial.',
    pack: 'The one-off extra-credit pack (subscribers only).',
  },
  'billing.checkout-session': {
    id: 'The checkout session id from the success URL.',
  },
  'files.create': {
    filename: 'Original file name, kept for the results.',
    contentType: 'Media type of the file; the upload must send the same Content-Type field.',
    size: 'Size in bytes, if known (at most 209715200); larger answers 413 before the upload.',
  },
  'pdf.merge': {
    files: 'The PDFs, in the order their pages should appear (repeat the multipart part `files`).',
    passwords: 'Passwords of encrypted inputs, by position (empty for files without one).',
  },
  'pdf.split': {
    file: pdfFile,
    pages:
      'Ranges such as `1-3,5,8-`. One range answers a PDF; several answer a ZIP with one PDF per range. Omitted: one PDF per page.',
    password: inputPassword,
  },
  'pdf.watermark': {
    file: pdfFile,
    text: 'Watermark text (any language: drawn with an embedded Unicode font).',
    opacity: opacity,
    rotation: 'Degrees, counter-clockwise.',
    password: inputPassword,
  },
  'pdf.add-text': {
    file: pdfFile,
    text: 'The text; newlines start new lines.',
    x: 'Horizontal position in points from the left edge (72 points = 1 inch).',
    y: 'Vertical position of the first baseline in points from the bottom edge.',
    alignment: 'How the text sits relative to x.',
    color: 'RGB 0-255: {r, g, b}, "0,0,0" or #000000.',
    pages: 'Pages to write on, such as `1` or `1-3,5`. Omitted: every page.',
    password: inputPassword,
  },
  'pdf.protect': {
    file: pdfFile,
    userPassword: 'Password needed to open the document.',
    ownerPassword: 'Password that lifts the permission limits. Omitted: a random one, so the limits cannot be lifted.',
    permissions: 'What a reader opening with the user password may do. Default: everything.',
    password: inputPassword,
  },
  'pdf.unprotect': {
    file: pdfFile,
    password: 'The user or owner password; empty or omitted for a file that opens without one but restricts use.',
  },
  'pdf.extract-text': {
    file: pdfFile,
    password: inputPassword,
  },
  'pdf.html-to-pdf': {
    html: 'The HTML document. Scripts do not run; only data: images, fonts and styles load.',
    filename: 'Name of the answered file (.pdf is added when missing).',
    options: 'Page format (A4 default), orientation, margins and background printing.',
  },
  'image.qr-code': {
    data: 'Text or URL to encode.',
    color: 'Module colour.',
    backgroundColor: 'Background colour.',
    width: 'Image width and height in pixels.',
    logo: 'Optional logo drawn in the centre (at most a quarter of the width). An https URL, a base64 data URL (data:...;base64,...) or a file_ id from POST /api/files.',
    format: 'png (the default) or svg.',
  },
  'image.watermark': {
    file: 'The image (multipart part, URL, data URL or file id).',
    imageUrl: 'The image by URL, when no file is sent.',
    watermarkType: 'Text watermark or image (logo) watermark.',
    watermarkContent: 'The watermark text (type text).',
    logoUrl: 'The watermark image (type image).',
    opacity: opacity,
    repeatPattern: '`tile` repeats the mark over the image.',
    outputFormat: 'PNG, JPG or WEBP; by default the input format.',
  },
  'image.chart': {
    data: 'Chart.js data: labels and datasets.',
    options: 'Chart.js options (JSON only).',
    plugins: 'Options for the built-in plugins (legend, title, tooltip), merged into options.plugins.',
  },
  'image.remove-background': {
    image: image,
    outputFormat: 'A format with transparency.',
    alphaMatting: 'Refine soft edges such as hair.',
    webhookUrl: webhookUrl,
  },
  'image.text-to-image': {
    positivePrompt: 'What to draw.',
    negativePrompt: 'What to avoid.',
    numberResults: 'Images to generate; each costs 3 credits (67 with Bedrock).',
    CFGScale: 'How closely to follow the prompt.',
    scheduler: 'Sampler, e.g. DPMSolverMultistepScheduler.',
    seed: 'Fix for reproducible results.',
    webhookUrl: webhookUrl,
  },
  'image.upscale': {
    image: image,
    outputQuality: 'JPG/WEBP quality.',
    sharpen: 'Apply a mild unsharp mask after enlarging.',
    webhookUrl: webhookUrl,
  },
  'text.extract-image-text': {
    file: 'The image (PNG, JPG, WEBP, TIFF...).',
    language: 'por (Portuguese) or eng (English).',
    webhookUrl: webhookUrl,
  },
  'text.extract-web-info': {
    url: 'The page to read (http or https, public addresses only, no user:password@).',
    maxLinks: 'Most links to list (distinct, absolute); `linkCount` has the total.',
  },
  'text.process-script': {
    script: 'The full script.',
    videoDuration: 'Total video length in seconds.',
    desiredImages: 'Number of scenes (3-20). Omitted: 3-12 from the script length (one per 200 characters).',
  },
  'text.generate-script': {
    topic: 'What the script is about.',
    scriptType: 'youtube, podcast, presentation, webinar or course.',
    duration: 'Length in minutes: 1, 3, 5, 10, 15, 30 or 60.',
    audience: 'Who will watch or listen.',
    language: 'Language the script is written in.',
  },
  'audio.text-to-speech': {
    text: speechText,
    voice: voice,
    language: voiceLanguage,
    speed: speed,
    pitch: pitch,
  },
  'audio.text-to-speech-v2': {
    text: speechText,
    voice: voice,
    language: voiceLanguage,
    speed: speed,
    pitch: pitch,
  },
  'audio.text-to-speech-premium': {
    text: speechText,
    voice: voice,
    language: voiceLanguage,
    speed: speed,
    pitch: pitch,
  },
  'audio.youtube-transcribe': {
    videoUrl: 'A YouTube video URL.',
    language: 'Preferred caption language.',
    webhookUrl: webhookUrl,
  },
  'audio.speech-to-text': {
    audioFile: 'The audio (MP3, WAV, OGG, M4A, WEBM...).',
    webhookUrl: webhookUrl,
  },
  'video.render-video-from-images': {
    'images.duration': 'Seconds on screen.',
    formatPreset: 'youtubeShort 1080x1920, longVideo 1920x1080.',
    animateImages: 'Slow zoom (Ken Burns) on each image.',
    fps: 'Frames per second of the output.',
    width: 'Default 1280, or the preset width.',
    height: 'Default 720, or the preset height.',
    webhookUrl: webhookUrl,
  },
  'video.add-subtitles-to-video': {
    subtitles: 'A list of cues `{text, startTime, endTime}`, or SRT / WebVTT text.',
    subtitleMode: 'burn: drawn into the picture. soft: a selectable subtitle track (mp4, mov, webm).',
    backgroundColor: 'Box colour behind the text (borderStyle box).',
    defaultFont: 'Font family; unknown fonts fall back to a sans-serif.',
    webhookUrl: webhookUrl,
  },
  'video.add-audio-to-video': {
    secondaryAudioUrl: 'Background music, mixed under the main audio.',
    matchAudioDuration: 'Loop the main audio to fill the video (it plays once otherwise); always cut at the video end.',
    videoAudio: "replace: only the new tracks. mix: the video's own audio stays under them.",
    originalAudioVolume: "Volume of the video's own audio when mixing.",
    webhookUrl: webhookUrl,
  },
  'video.merge-videos': {
    videos: 'Video URLs, as strings or `{url}` objects.',
    webhookUrl: webhookUrl,
  },
  'video.image-to-video': {
    positivePrompt: 'How the image should move.',
    imageUrl: 'The starting image.',
    duration: 'Seconds.',
    numberResults: 'Variations; each costs 10 credits.',
    webhookUrl: webhookUrl,
  },
  'verify.email': {
    email: 'The address to check, up to 254 characters; international domains (IDNA) are accepted.',
  },
  'verify.whatsapp': {
    phone: 'The number, ideally in E.164 (+5511987654321); national numbers are read with defaultCountry.',
    defaultCountry: 'Country of numbers given without +country code (default BR).',
  },
  'jobs.get': {
    id: 'The job id (job_...).',
  },
  'jobs.render-status': {
    id: videoJobId,
  },
  'jobs.video-url': {
    id: videoJobId,
  },
  'jobs.video-status': {
    id: 'The sessionId returned by image-to-video.',
  },
  'mcp.endpoint': {
    jsonrpc: 'Always "2.0".',
    id: 'Request id; absent for notifications.',
    method: 'MCP method: initialize, tools/list, tools/call...',
    params: 'Method parameters.',
  },
};
