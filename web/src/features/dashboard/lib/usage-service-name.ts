import { listServices } from '../../../../../shared/catalogue/index.js';

/**
 * The catalogue name (Portuguese) of a usage entry's service: by service id, else by the operation it sold.
 * Undefined when neither is in the catalogue; the caller then shows the id as it is (spec §3).
 */
export const usageServiceName = (serviceId: string, operationId?: string): string | undefined => {
  const services = listServices();
  return (
    services.find((s) => s.id === serviceId)?.name ??
    (operationId ? services.find((s) => s.operationId === operationId)?.name : undefined)
  );
};
