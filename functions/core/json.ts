/**
 * `text` parsed as JSON, or undefined when it is not JSON: for text from outside (a queue message, a tool's output,
 * a provider's answer) that a zod schema checks next, so a garbled text and a wrong shape end in the same branch.
 */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
