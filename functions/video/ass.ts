import type { SubtitleCue } from '../../shared/operations/video.js';

/** The style options of add-subtitles, as the operation receives them. */
export interface SubtitleStyle {
  readonly color: string;
  readonly backgroundColor?: string;
  readonly position: 'bottom' | 'center' | 'top';
  readonly fontSize: number;
  readonly fontStyle: 'normal' | 'bold' | 'italic' | 'bold-italic';
  readonly borderStyle: 'none' | 'outline' | 'box';
  readonly alignment: 'left' | 'center' | 'right';
  readonly effectStyle: 'none' | 'fade';
  readonly defaultFont: string;
}

/** `#RGB` / `#RRGGBB` → ASS `&HAABBGGRR` (alpha 00 = opaque). */
export function assColour(hex: string, alpha = 0): string {
  const raw = hex.replace('#', '');
  const full = raw.length === 3 ? raw.replace(/./g, (c) => c + c) : raw;
  const [r, g, b] = [full.slice(0, 2), full.slice(2, 4), full.slice(4, 6)];
  return `&H${alpha.toString(16).padStart(2, '0')}${b}${g}${r}`.toUpperCase();
}

/**
 * Cue text drawn as text: `{…}` would start an override block and `\N`, `\n`, `\h` are escapes, so braces are
 * escaped (`\{`, libass draws them literally) and every backslash is followed by U+2060 WORD JOINER, which breaks
 * any escape sequence without a visible mark (the technique mpv uses for its own OSD text). Line breaks → `\N`.
 */
export function escapeAssText(text: string): string {
  let out = '';
  for (const c of text.replace(/\r\n?/g, '\n')) {
    if (c === '\\') out += '\\\u2060';
    else if (c === '{' || c === '}') out += `\\${c}`;
    else if (c === '\n') out += '\\N';
    else out += c;
  }
  return out;
}

/** ASS time `h:mm:ss.cc`. */
export function assTime(seconds: number): string {
  const cs = Math.round(seconds * 100);
  const h = Math.floor(cs / 360_000);
  const m = Math.floor((cs % 360_000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(c).padStart(2, '0')}`;
}

const numpad = {
  bottom: { left: 1, center: 2, right: 3 },
  center: { left: 4, center: 5, right: 6 },
  top: { left: 7, center: 8, right: 9 },
} as const;

/** Font names reach the style line: no commas (field separator) or line breaks. */
const fontName = (name: string): string => name.replace(/[,\r\n{}\\]/g, ' ').trim() || 'DejaVu Sans';

/** A complete ASS script at the video's own resolution, so `fontSize` is in video pixels. */
export function buildAss(cues: readonly SubtitleCue[], style: SubtitleStyle, width: number, height: number): string {
  const bold = style.fontStyle === 'bold' || style.fontStyle === 'bold-italic' ? -1 : 0;
  const italic = style.fontStyle === 'italic' || style.fontStyle === 'bold-italic' ? -1 : 0;
  const box = style.borderStyle === 'box';
  const borderStyle = box ? 3 : 1;
  // libass paints the opaque box (BorderStyle 3) with the outline colour.
  const outlineColour = box ? assColour(style.backgroundColor ?? '#000000', 0x40) : assColour('#000000');
  const outline = style.borderStyle === 'none' ? 0 : box ? Math.max(4, Math.round(style.fontSize / 6)) : 2;
  const margin = Math.round(Math.max(10, height * 0.05));
  const alignment = numpad[style.position][style.alignment];
  const fade = style.effectStyle === 'fade' ? '{\\fad(250,250)}' : '';
  const header = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Default,${fontName(style.defaultFont)},${style.fontSize},${assColour(style.color)},${assColour(style.color)},${outlineColour},${assColour('#000000', 0x80)},${bold},${italic},0,0,100,100,0,0,${borderStyle},${outline},0,${alignment},${margin},${margin},${margin},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  const events = cues.map(
    (cue) =>
      `Dialogue: 0,${assTime(cue.startTime)},${assTime(cue.endTime)},Default,,0,0,0,,${fade}${escapeAssText(cue.text)}`,
  );
  return `${[...header, ...events].join('\n')}\n`;
}

/** SRT for soft subtitles (ffmpeg converts it to mov_text or WebVTT); the text is passed through as is. */
export function buildSrt(cues: readonly SubtitleCue[]): string {
  const time = (s: number) => {
    const ms = Math.round(s * 1000);
    const h = Math.floor(ms / 3_600_000);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    const sec = Math.floor((ms % 60_000) / 1000);
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')},${String(ms % 1000).padStart(3, '0')}`;
  };
  return cues
    .map(
      (cue, i) => `${i + 1}\n${time(cue.startTime)} --> ${time(cue.endTime)}\n${cue.text.replace(/\n{2,}/g, '\n')}\n`,
    )
    .join('\n');
}
