/** An image on the page (docs/product.md#image-generator); scene images carry their scene. */
export interface GeneratedImage {
  readonly id: string;
  readonly url: string;
  readonly prompt: string;
  readonly resolution: string;
  readonly timestamp: string;
  readonly type: 'single' | 'scene';
  readonly style: string;
  readonly mood: string;
  readonly taskUUID?: string;
  readonly imageUUID?: string;
  readonly seed?: number | null;
  readonly sceneId?: string;
  readonly sceneTitle?: string;
  readonly sceneSequence?: number;
}

/** A scene being edited (docs/product.md#image-generator). */
export interface EditableScene {
  readonly id: string;
  readonly title: string;
  readonly sequence: number;
  readonly prompt: string;
  readonly originalPrompt: string;
  readonly style: string;
  readonly mood: string;
  readonly timing: { readonly startTime: number; readonly endTime: number; readonly duration: number } | null;
  readonly timeRange: string | null;
  readonly elements: readonly string[];
  readonly importance: 'high' | 'medium' | 'low';
  readonly isEdited: boolean;
}
