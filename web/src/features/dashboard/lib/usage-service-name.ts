import { listServices, type Service } from '../../../../../shared/catalogue/index.js';

/**
 * The catalogue service of a usage entry: by service id, else by the operation it sold. Undefined when neither is in
 * the catalogue; the caller then shows the id as it is (docs/product.md#dashboard). Its texts are translated by its id.
 */
export const usageService = (serviceId: string, operationId?: string): Service | undefined => {
  const services = listServices();
  return (
    services.find((s) => s.id === serviceId) ??
    (operationId ? services.find((s) => s.operationId === operationId) : undefined)
  );
};
