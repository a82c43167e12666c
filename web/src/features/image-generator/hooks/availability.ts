import { useServices } from '../../../lib/catalogue.js';

/** The catalogue card of text to image (the `service.id` of `image.text-to-image` in shared/operations/image.ts). */
export const textToImageServiceId = 'e-image-text-to-image';

export type GeneratorAvailability = 'available' | 'needs_configuration' | 'coming_soon';

/**
 * Whether this deployment can generate images, from the public catalogue (`GET /api/services`): a provider not
 * configured shows as `needs_configuration`, so the page can say so before anyone types a prompt. Until the
 * catalogue answers (or when it cannot), the page assumes it can: a generation then still answers 503 honestly.
 */
export function useGeneratorAvailability(): GeneratorAvailability {
  const services = useServices();
  const status = services.data?.find((service) => service.id === textToImageServiceId)?.status;
  return status === 'needs_configuration' || status === 'coming_soon' ? status : 'available';
}
