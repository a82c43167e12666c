import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { listServices } from '../../../../shared/catalogue/index.js';
import { Modal } from '../../../../web/src/components/modal.js';
import { TextField } from '../../../../web/src/components/text-field.js';
import { ServiceDetailModal } from '../../../../web/src/features/dashboard/components/services/service-detail-modal.js';
import { useCatalogText } from '../../../../web/src/i18n/catalog-text.js';
import { i18n } from '../../../../web/src/i18n/index.js';
import { documentTitle, useDocumentTitle } from '../../../../web/src/i18n/use-document-title.js';
import { renderPage, setupI18n } from '../dashboard/helpers.js';

function Dialogue() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">behind</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Confirmar" footer={<button type="button">ok</button>}>
        <a href="#x">first link</a>
      </Modal>
    </>
  );
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

describe('Modal', () => {
  it('keeps Tab and Shift+Tab inside the dialog and gives focus back to its opener on close', async () => {
    await setupI18n('pt');
    render(
      <I18nextProvider i18n={i18n}>
        <Dialogue />
      </I18nextProvider>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar' });
    expect(dialog).toHaveFocus();

    const close = screen.getByRole('button', { name: 'Fechar' });
    const last = screen.getByRole('button', { name: 'ok' });
    last.focus();
    tab();
    expect(close).toHaveFocus();
    tab(true);
    expect(last).toHaveFocus();
    // Focus that lands behind the dialog (a click on the page) is pulled back in.
    screen.getByRole('button', { name: 'behind' }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});

describe('TextField', () => {
  it('ties its error to the input with aria-invalid and aria-describedby, after the hint', () => {
    render(<TextField label="Email" name="email" hint="Usamos só para o login." error="Preencha o campo Email." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Usamos só para o login. Preencha o campo Email.');
  });

  it('is neither invalid nor described without a message', () => {
    render(<TextField label="Nome" name="name" />);
    const input = screen.getByLabelText('Nome');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

function ServiceName({
  id,
  name,
  operationId,
}: {
  readonly id: string;
  readonly name: string;
  readonly operationId: string;
}) {
  const catalog = useCatalogText();
  useDocumentTitle(catalog.service({ id, name, operationId }).name);
  return <p>{catalog.service({ id, name, operationId }).name}</p>;
}

describe('catalogue texts and titles', () => {
  it('translates a service by the operation it sells in the active language and titles the page with it', async () => {
    await setupI18n('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <ServiceName id="pdf-merge" name="Texto português que mudou" operationId="pdf.merge" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Fusionner des PDF')).toBeInTheDocument();
    expect(document.title).toBe('Fusionner des PDF · Alquimia');
    expect(documentTitle(undefined)).toBe('Alquimia');
  });

  it.each([
    ['pt', 'Intervalos como 1-3,5,8-'],
    ['es', 'Rangos como 1-3,5,8-'],
    ['fr', 'Plages comme 1-3,5,8-'],
    ['en', 'Ranges such as 1-3,5,8-'],
  ] as const)('shows operation parameter descriptions in %s in the service details', async (language, start) => {
    const split = listServices().find((s) => s.id === 'pdf-split');
    expect(split).toBeDefined();
    if (split === undefined) return;
    await renderPage(<ServiceDetailModal service={split} onClose={() => undefined} />, { language });
    // Each language's texts load with the first page that explains an operation (pt too): wait for them.
    await waitFor(() =>
      expect(screen.getAllByRole('row').find((r) => r.textContent?.includes('pages'))?.textContent).toContain(start),
    );
  });
});
