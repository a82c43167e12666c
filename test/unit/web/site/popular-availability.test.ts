import { describe, expect, it } from 'vitest';
import { listServices } from '../../../../shared/catalogue/index.js';
import type { Provider } from '../../../../shared/operations/types.js';

describe('a service that needs configuration is never badged popular', () => {
  it('without an image provider, text to image is listed as needing configuration and not popular', () => {
    const services = listServices({ configured: new Map() });
    const textToImage = services.find((s) => s.id === 'e-image-text-to-image');
    expect(textToImage?.status).toBe('needs_configuration');
    expect(textToImage?.popular).toBe(false);
    expect(services.filter((s) => s.popular && s.status !== 'available')).toEqual([]);
  });

  it('with the provider configured, the same service is popular again', () => {
    const configured = new Map<Provider, string>([['image-ai', 'http']]);
    const textToImage = listServices({ configured }).find((s) => s.id === 'e-image-text-to-image');
    expect(textToImage?.status).toBe('available');
    expect(textToImage?.popular).toBe(true);
  });
});
