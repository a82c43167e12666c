import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { listServices } from '../../../shared/catalogue/index.js';
import { parameterPaths } from '../../../shared/i18n/parameter-paths.js';
import { operationById } from '../../../shared/operations/index.js';
import { useCatalogText } from '../../../web/src/i18n/catalog-text.js';
import { i18n, type Language } from '../../../web/src/i18n/index.js';
import { useParameterText } from '../../../web/src/i18n/parameter-text.js';
import { setupI18n } from './dashboard/helpers.js';

/**
 * The web reads everything about an operation from one module per language (shared/i18n/operations): a service
 * card by the operation the service sells, parameter descriptions loaded when a page first asks, and English
 * parameter texts straight from the operation table.
 */
function Texts({ serviceId }: { readonly serviceId: string }) {
  const catalog = useCatalogText();
  const parameterText = useParameterText();
  const service = listServices().find((s) => s.id === serviceId);
  if (service === undefined) throw new Error(`no service ${serviceId}`);
  const operation = service.operationId ?? '';
  const op = operationById(operation);
  const table = op === undefined ? undefined : parameterPaths(op)[0];
  const field = table?.path ?? '';
  return (
    <dl>
      <dt>card</dt>
      <dd data-testid="card">{catalog.service(service).name}</dd>
      <dt>{field}</dt>
      <dd data-testid="parameter">{parameterText(operation, field) ?? table?.description}</dd>
    </dl>
  );
}

const show = async (language: Language, serviceId: string) => {
  await setupI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <Texts serviceId={serviceId} />
    </I18nextProvider>,
  );
};

describe('operation texts in the web, keyed by operation id', () => {
  it('pt: the card is the table’s and the parameter description arrives in Portuguese once its module loads', async () => {
    await show('pt', 'pdf-split');
    expect(screen.getByTestId('card').textContent).toBe('Dividir PDF');
    expect(await screen.findByText(/^O PDF: uma parte multipart/)).toBeInTheDocument();
  });

  it('es: the card is found through the operation the service sells, the parameter in Spanish', async () => {
    await show('es', 'pdf-split');
    expect(screen.getByTestId('card').textContent).toBe('Dividir PDF');
    expect(await screen.findByText(/^El PDF: una parte multipart/)).toBeInTheDocument();
    await show('es', 'image-qr-code');
    expect(screen.getAllByTestId('card').at(-1)?.textContent).toBe('Generador de códigos QR');
  });

  it('en: the parameter text is the table’s own describe() text', async () => {
    await show('en', 'pdf-split');
    expect(screen.getByTestId('card').textContent).toBe('Split PDF');
    const split = operationById('pdf.split');
    const table = split === undefined ? 'missing' : parameterPaths(split)[0]?.description;
    expect(screen.getByTestId('parameter').textContent).toBe(table);
  });
});
