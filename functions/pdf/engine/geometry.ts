import type { PDFPage } from '@cantoo/pdf-lib';

/**
 * A page as a viewer displays it: the crop box turned clockwise by /Rotate. Users give positions on what they
 * see (points from the displayed bottom-left corner); drawing happens in the page's own user space.
 */
export interface DisplayedPage {
  readonly width: number;
  readonly height: number;
  /** /Rotate normalised to 0, 90, 180 or 270 (clockwise). */
  readonly rotation: number;
  /** A displayed point (from the displayed bottom-left corner) in user space. */
  toUser(dx: number, dy: number): { x: number; y: number };
}

export function normaliseRotation(angle: number): number {
  const quarter = Math.round(angle / 90) * 90;
  return ((quarter % 360) + 360) % 360;
}

export function displayedPage(page: PDFPage): DisplayedPage {
  const { x, y, width: w, height: h } = page.getCropBox();
  const rotation = normaliseRotation(page.getRotation().angle);
  switch (rotation) {
    case 90:
      return { width: h, height: w, rotation, toUser: (dx, dy) => ({ x: x + w - dy, y: y + dx }) };
    case 180:
      return { width: w, height: h, rotation, toUser: (dx, dy) => ({ x: x + w - dx, y: y + h - dy }) };
    case 270:
      return { width: h, height: w, rotation, toUser: (dx, dy) => ({ x: x + dy, y: y + h - dx }) };
    default:
      return { width: w, height: h, rotation, toUser: (dx, dy) => ({ x: x + dx, y: y + dy }) };
  }
}
