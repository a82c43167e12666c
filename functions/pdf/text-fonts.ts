import { loadFallbackFonts } from './engine/fonts.js';

export interface StampDeps {
  /** The primary TTF used for drawn text (Unicode); loaded once per process. */
  readonly fontBytes: () => Promise<Uint8Array>;
  /** Fallback TTFs tried in order for characters the primary font lacks (CJK, emoji); default: the bundled ones. */
  readonly fallbackFonts?: () => Promise<readonly Uint8Array[]>;
}

/** The fonts drawn text tries in order: the primary one, then the fallbacks. */
export const fontChain = async (deps: StampDeps): Promise<Uint8Array[]> => [
  await deps.fontBytes(),
  ...(await (deps.fallbackFonts ?? loadFallbackFonts)()),
];
