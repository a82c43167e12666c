import { imageQrCode } from '../../../../../shared/operations/image.js';
import { buildSnippets, snippetLabels } from '../../../../../shared/snippets.js';

/**
 * The API key page's request example: a QR code, which costs one credit and runs on the platform itself (no
 * internet needed, so it also works on the local platform). Generated from the operation table by the shared
 * snippet generator, in cURL, JavaScript, Python and PHP.
 */
export interface KeyExample {
  readonly label: string;
  readonly code: string;
}

export const keyExampleOperation = imageQrCode;

export const keyExamples = (baseUrl: string, apiKey: string): readonly KeyExample[] => {
  const snippets = buildSnippets(keyExampleOperation, { baseUrl, apiKey });
  return (['curl', 'javascript', 'python', 'php'] as const).map((language) => ({
    label: snippetLabels[language],
    code: snippets[language],
  }));
};
