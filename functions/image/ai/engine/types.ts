/**
 * The one interface both image providers implement. Requests carry the product's parameters; each adapter maps what
 * its provider supports and reports the size it actually generated (providers round sizes differently).
 */

export interface TextToImageRequest {
  readonly positivePrompt: string;
  readonly negativePrompt?: string;
  readonly width: number;
  readonly height: number;
  readonly numberResults: number;
  readonly steps: number;
  readonly CFGScale: number;
  readonly scheduler?: string;
  readonly seed?: number;
  readonly outputFormat: 'PNG' | 'JPG' | 'WEBP';
}

export interface ProviderImage {
  /** Encoded image bytes in whatever format the provider answered (the operation converts when needed). */
  readonly bytes: Uint8Array;
  readonly seed?: number;
}

export interface GeneratedImages {
  readonly images: readonly ProviderImage[];
  readonly width: number;
  readonly height: number;
}

export interface RemoveBackgroundRequest {
  /** A PNG (already decoded, rotated and checked by the operation). */
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly alphaMatting: boolean;
}

export interface ImageEngine {
  readonly name: 'bedrock' | 'http';
  textToImage(request: TextToImageRequest, signal: AbortSignal): Promise<GeneratedImages>;
  /** Answers the cut-out as an encoded image with an alpha channel. */
  removeBackground(request: RemoveBackgroundRequest, signal: AbortSignal): Promise<Uint8Array>;
}
