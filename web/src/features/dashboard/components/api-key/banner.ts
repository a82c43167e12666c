/** A message shown at the top of the API key page; it vanishes after a few seconds. */
export type Banner = { readonly tone: 'success' | 'error'; readonly text: string };
