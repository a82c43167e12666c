import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformOpenApi } from '../../../../../shared/operations/platform.js';
import { apiFetch } from '../../../lib/api-client.js';
import { type OpenApiDocument, openApiDocumentSchema } from '../lib/openapi.js';

/** The deployment's OpenAPI document: public, no session needed (the public /docs page reads it too). */
export const openApiPath = platformOpenApi.path;

export async function fetchOpenApi(): Promise<OpenApiDocument> {
  const response = await apiFetch(openApiPath, { authenticated: false });
  return openApiDocumentSchema.parse(await response.json());
}

export const openApiQuery = () =>
  queryOptions({ queryKey: ['openapi'], queryFn: fetchOpenApi, staleTime: 10 * 60 * 1000 });

export const useOpenApi = () => useQuery(openApiQuery());
