import { Fragment } from 'react';

/** Catalog text where `backticks` mark code: rendered as <code>, never as HTML and never as literal backticks. */
export function RichText({ text }: { readonly text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts sat between backticks. The index is the part's identity: the text never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
