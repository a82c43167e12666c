import { type Operation, operationById } from '../../shared/operations/index.js';

/** An operation of the table by id; a missing id is a bug in the smoke itself, so it throws. */
export function operation(id: string): Operation {
  const op = operationById(id);
  if (op === undefined) throw new Error(`The operation table has no ${id}`);
  return op;
}

/** The operation's path with its `{param}` templates filled in (URL-encoded). */
export function pathOf(id: string, params: Readonly<Record<string, string>> = {}): string {
  return operation(id).path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${id} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
