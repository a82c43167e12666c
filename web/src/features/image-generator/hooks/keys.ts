import { queryOptions } from '@tanstack/react-query';
import { type GenerationRequest, getHistory, getKey, priceGeneration } from '../api/calls.js';

export const generatorKeys = {
  all: ['image-generator'] as const,
  key: () => [...generatorKeys.all, 'key'] as const,
  history: () => [...generatorKeys.all, 'history'] as const,
  price: (request: GenerationRequest) => [...generatorKeys.all, 'price', request] as const,
};

export const keyQuery = () => queryOptions({ queryKey: generatorKeys.key(), queryFn: getKey, staleTime: 60_000 });
export const historyQuery = () => queryOptions({ queryKey: generatorKeys.history(), queryFn: getHistory });
export const priceQuery = (request: GenerationRequest, key: string | null | undefined) =>
  queryOptions({
    queryKey: generatorKeys.price(request),
    queryFn: () => priceGeneration(request, key ?? ''),
    enabled: Boolean(key) && request.positivePrompt.length > 0,
    staleTime: 30_000,
    retry: false,
  });
