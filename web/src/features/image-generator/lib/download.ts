import { zipSync } from 'fflate';

/**
 * Downloads: one image is saved directly; several are zipped in the browser with fflate
 * (docs/product.md#image-generator). File names follow the product: image_{id}.jpg, images_{timestamp}.zip (history_…
 * for the history panel).
 */

export interface DownloadItem {
  readonly id: string;
  readonly url: string;
}

const extensionOf = (contentType: string, url: string): string => {
  if (contentType.includes('png')) return 'png';
  if (contentType.includes('webp')) return 'webp';
  if (contentType.includes('jpeg') || contentType.includes('jpg')) return 'jpg';
  const match = /\.(png|jpe?g|webp)(?:\?|$)/i.exec(url);
  return match?.[1]?.toLowerCase().replace('jpeg', 'jpg') ?? 'jpg';
};

async function fetchImage(url: string): Promise<{ bytes: Uint8Array; extension: string }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, extension: extensionOf(response.headers.get('content-type') ?? '', url) };
}

function save(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Builds the ZIP of several images (exported for tests: the archive is what the user receives). */
export async function zipImages(items: readonly DownloadItem[], prefix: string): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const fetched = await Promise.all(items.map((item) => fetchImage(item.url)));
  fetched.forEach((image, i) => {
    const item = items[i];
    if (item) files[`${prefix}_${item.id}.${image.extension}`] = image.bytes;
  });
  // Images are already compressed: store them (level 0) so zipping stays instant.
  return zipSync(files, { level: 0 });
}

/** `prefix` is `image` for results and `history_image` for the history panel. */
export async function downloadImages(items: readonly DownloadItem[], prefix: 'image' | 'history_image'): Promise<void> {
  const [first] = items;
  if (!first) return;
  if (items.length === 1) {
    const image = await fetchImage(first.url);
    save(new Blob([image.bytes as BlobPart]), `${prefix}_${first.id}.${image.extension}`);
    return;
  }
  const zip = await zipImages(items, prefix);
  const zipName = prefix === 'image' ? 'images' : 'history_images';
  save(new Blob([zip as BlobPart], { type: 'application/zip' }), `${zipName}_${Date.now()}.zip`);
}
