/** Colour arithmetic on the schemas' `#rgb` / `#rrggbb` colours: channels, luminance, contrast. */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** `#rgb` or `#rrggbb` (the schema's `hexColor`) as 0–255 channels. */
export function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** WCAG 2.x relative luminance: 0 for black, 1 for white, weighted as the eye (and a camera sensor) sees. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = rgbOf(hex);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of `light` over `dark`: 1 to 21, and below 1 when `light` is in fact the darker one. */
export const contrastRatio = (light: string, dark: string): number =>
  (relativeLuminance(light) + 0.05) / (relativeLuminance(dark) + 0.05);

/**
 * WCAG's 3:1 minimum for graphical objects (SC 1.4.11); a QR code is one. On white it keeps the module colour at a
 * luminance of 0.30 or less, roughly an ISO/IEC 15415 symbol contrast of 70 % (grade A). Camera scanners binarise
 * a dim or glossy picture by brightness, so they need that margin: even jsQR on a noise-free render already fails
 * at 1.9:1 (#bbbbbb on white) while it reads 3:1 (#949494 on white).
 */
export const minQrContrast = 3;

/**
 * Why a QR code in `dark` modules on `light` could not be scanned, or undefined when it can. Inverted codes (light
 * modules on a dark background) are refused too: ISO/IEC 18004 draws dark modules on a light ground, and many
 * scanners (hardware readers, ZXing-based apps without "try inverted") never try the reverse.
 */
export function unreadableQrColours(dark: string, light: string): string | undefined {
  const ratio = contrastRatio(light, dark);
  if (ratio >= minQrContrast) return undefined;
  if (ratio < 1) {
    return (
      `color ${dark} is lighter than backgroundColor ${light}: many scanners cannot read light modules on a dark ` +
      'background; swap the two colours'
    );
  }
  return (
    `color ${dark} on backgroundColor ${light} has a contrast of ${ratio.toFixed(2)}:1; scanners need at least ` +
    `${minQrContrast}:1 (black on white is 21:1): use a darker color or a lighter backgroundColor`
  );
}
