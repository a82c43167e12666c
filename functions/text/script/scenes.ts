/**
 * The scene shape answered by script processing, and the deterministic splitter (docs/product.md#script-processing):
 * between 3 and 12 scenes from the script's length ÷ 200 (or the count asked for), titles like "Opening Scene",
 * importance high for the first two and the last two, each scene lasting total ÷ count seconds.
 */

export type Importance = 'high' | 'medium' | 'low';

export interface Scene {
  readonly id: string;
  readonly sequence: number;
  readonly title: string;
  readonly timeRange: string;
  readonly timing: { readonly startTime: number; readonly endTime: number; readonly duration: number };
  readonly prompt: string;
  readonly originalPrompt: string;
  readonly style: string | null;
  readonly mood: string | null;
  readonly elements: readonly string[];
  readonly importance: Importance;
  readonly excerpt: string;
}

export interface ScriptRequest {
  readonly script: string;
  readonly videoDuration: number;
  readonly globalStyle?: string;
  readonly globalMood?: string;
  readonly desiredImages?: number;
}

/** Scenes the fallback makes from the length alone: ⌈length ÷ 200⌉ bounded to 3–12. */
export const fallbackSceneCount = (length: number): number => Math.min(12, Math.max(3, Math.ceil(length / 200)));

export const sceneCount = (request: ScriptRequest): number =>
  request.desiredImages ?? fallbackSceneCount(request.script.length);

export function importanceAt(index: number, count: number): Importance {
  return index < 2 || index >= count - 2 ? 'high' : 'medium';
}

export function titleAt(index: number, count: number): string {
  if (index === 0) return 'Opening Scene';
  if (index === count - 1) return 'Closing Scene';
  if (index === count - 2 && count >= 5) return 'Climax Scene';
  return `Scene ${index + 1}`;
}

/** Seconds with one decimal at most, so 60 ÷ 7 reads 8.6 rather than 8.571428…. */
const round1 = (n: number) => Math.round(n * 10) / 10;

const clock = (seconds: number): string => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function timingAt(index: number, count: number, total: number) {
  const per = total / count;
  const startTime = round1(index * per);
  const endTime = round1((index + 1) * per);
  return {
    timing: { startTime, endTime, duration: round1(per) },
    timeRange: `${clock(startTime)} - ${clock(endTime)}`,
  };
}

/** Splits the text into `count` consecutive parts of about equal length, cutting at sentence or word ends. */
export function splitText(text: string, count: number): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentences = clean.match(/[^.!?…]+[.!?…]*\s*/g) ?? [clean];
  const words = sentences.length >= count ? sentences : clean.split(' ').map((w) => `${w} `);
  const target = clean.length / count;
  const parts: string[] = [];
  let current = '';
  let consumed = 0;
  for (const [i, piece] of words.entries()) {
    current += piece;
    consumed += piece.length;
    const left = words.length - i - 1;
    const partsLeft = count - parts.length - 1;
    if (partsLeft > 0 && (consumed >= target * (parts.length + 1) || left === partsLeft)) {
      parts.push(current.trim());
      current = '';
    }
  }
  parts.push(current.trim());
  while (parts.length < count) parts.push(parts[parts.length - 1] ?? clean);
  return parts.map((p) => p || clean);
}

const stopwords = new Set(
  (
    'about after again their there these those which while where would could should other being have were been from ' +
    'into with this that than then what when your ' +
    'para como mais pelo pela pelos pelas sobre entre quando ainda muito muita depois antes porque também então ' +
    'esse essa esses essas este esta estes estas isso isto aquele aquela eles elas nossa nosso suas seus sua seu ' +
    'tinha tinham estava estavam foram seria será uma umas uns'
  ).split(' '),
);

/** Up to five distinctive words of a passage (longest first among the most frequent), as scene keywords. */
export function keywords(passage: string): string[] {
  const counts = new Map<string, number>();
  for (const word of passage.toLowerCase().match(/\p{L}{5,}/gu) ?? []) {
    if (!stopwords.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
    .slice(0, 5)
    .map(([w]) => w);
}

export function buildPrompt(parts: {
  readonly subject: string;
  readonly style?: string | null;
  readonly mood?: string | null;
}): string {
  const extras = [parts.style ? `${parts.style} style` : '', parts.mood ? `${parts.mood} mood` : ''].filter(Boolean);
  return [parts.subject, ...extras, 'cinematic composition, detailed'].join(', ');
}

/** The fallback (docs/product.md#script-processing) needs nothing but the script: always there, even on `npm start`. */
export function splitScript(request: ScriptRequest): Scene[] {
  const count = sceneCount(request);
  const passages = splitText(request.script, count);
  return passages.map((passage, index) => {
    const elements = keywords(passage);
    const excerpt = passage.length > 240 ? `${passage.slice(0, 237)}...` : passage;
    const subject = `Scene ${index + 1} of ${count} (${titleAt(index, count).toLowerCase()}): ${excerpt}`;
    const prompt = buildPrompt({ subject, style: request.globalStyle, mood: request.globalMood });
    return {
      id: `scene_${index + 1}`,
      sequence: index + 1,
      title: titleAt(index, count),
      ...timingAt(index, count, request.videoDuration),
      prompt,
      originalPrompt: prompt,
      style: request.globalStyle ?? null,
      mood: request.globalMood ?? null,
      elements,
      importance: importanceAt(index, count),
      excerpt,
    };
  });
}
