import { useQuery } from '@tanstack/react-query';
import { platformOpenApi } from '../../../../../shared/operations/platform.js';
import { loadWebConfig } from '../../../lib/config.js';

/** The external documentation: `docsUrl` from /config.json, else the OpenAPI document this API serves. */
export const useDocsUrl = (): string => {
  const config = useQuery({ queryKey: ['web-config'], queryFn: loadWebConfig, staleTime: Number.POSITIVE_INFINITY });
  return config.data?.docsUrl ?? platformOpenApi.path;
};
