import { z } from 'zod';

/**
 * The English description of a date-time field, by id (field-texts.ts), in a module of its own: the answers that
 * carry dates need nothing else from their neighbours, so the dashboard's first screen loads no other body with them.
 */
export const datesFieldTexts = {
  isoDateTime: 'ISO 8601 date-time.',
} as const;

/** A date-time field of an answer (ISO 8601 text). */
export const isoDateTime = () => z.string().describe(datesFieldTexts.isoDateTime);
