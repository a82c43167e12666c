/** The generator's fixed choices (docs/product.md#image-generator). Values are what the API receives. */

export const resolutions = [
  { value: '512x512', ratio: '1:1', width: 512, height: 512 },
  { value: '640x1152', ratio: '9:16', width: 640, height: 1152 },
  { value: '1408x768', ratio: '16:9', width: 1408, height: 768 },
] as const;
export type Resolution = (typeof resolutions)[number];

export const styles = [
  'none',
  'realistic',
  'cartoon',
  'painting',
  'watercolor',
  'digital art',
  'photographic',
  'illustration',
  'anime',
  'pixel art',
  'oil painting',
] as const;
export type Style = (typeof styles)[number];

export const moods = [
  'neutral',
  'dramatic',
  'cheerful',
  'dark',
  'mystical',
  'romantic',
  'energetic',
  'melancholic',
  'epic',
  'serene',
] as const;
export type Mood = (typeof moods)[number];

export const importances = ['high', 'medium', 'low'] as const;
export type Importance = (typeof importances)[number];

/** Fixed generation parameters (docs/product.md#image-generator). */
export const generation = {
  outputFormat: 'JPG',
  steps: 20,
  CFGScale: 7,
  scheduler: 'DPMSolverMultistepScheduler',
} as const;

export const defaultNegativePrompt = 'imagem borrada, baixa qualidade, textos';
export const creditsPerImage = 3;

export const limits = {
  quantity: { min: 1, max: 4 },
  scenes: { min: 3, max: 20 },
  duration: { min: 1, max: 3600 },
  /** Script processing waits 2 s, Generate All pauses 2 s between scenes, toasts stay 3 s. */
  processDelayMs: 2000,
  sceneDelayMs: 2000,
  toastMs: 3000,
  historyPreviewSingle: 50,
  historyPreviewScript: 30,
  scriptHistoryItems: 8,
} as const;

export const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;
