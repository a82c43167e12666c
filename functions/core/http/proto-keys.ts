import { invalidRequest } from '../errors.js';

/**
 * Refuses a JSON body with a `__proto__` key anywhere in it, with a 400 naming its path (`data.datasets[1].__proto__`).
 * JSON.parse keeps such a key as an own property; schema validation then drops it silently in some places and not
 * others, and any merge or spread further on could turn it into prototype pollution. No operation of ours takes a
 * field of that name, so the rule is the platform's, in one place.
 *
 * `text` is the body as sent: the key can only be there if the text holds `__proto__` or a `\u` escape (which
 * could spell it), so most bodies skip the walk. The walk keeps its own stack: JSON.parse accepts nesting deeper
 * than the call stack.
 */
export function refuseProtoKeys(text: string, value: unknown): void {
  if (!text.includes('__proto__') && !text.includes('\\u')) return;
  const pending: { readonly value: unknown; readonly path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: at, path } = next;
    if (Array.isArray(at)) {
      at.forEach((item, i) => {
        pending.push({ value: item, path: `${path}[${i}]` });
      });
    } else if (typeof at === 'object' && at !== null) {
      for (const [key, item] of Object.entries(at)) {
        const where = path === '' ? key : `${path}.${key}`;
        if (key === '__proto__') {
          throw invalidRequest(`${where}: a key named __proto__ is not accepted.`, [
            { path: where, message: 'is not an accepted key' },
          ]);
        }
        pending.push({ value: item, path: where });
      }
    }
  }
}
