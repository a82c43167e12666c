import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeTabs } from '../../../../web/src/components/code-tabs.js';

const samples = [
  { label: 'cURL', code: 'curl -X POST' },
  { label: 'JavaScript', code: 'await fetch()' },
  { label: 'Python', code: 'import requests' },
  { label: 'PHP', code: '<?php' },
];

const renderTabs = () =>
  render(
    <>
      <button type="button">before</button>
      <CodeTabs samples={samples} label="Exemplos" copyLabel="Copiar" copiedLabel="Copiado!" />
    </>,
  );

const tab = (name: string) => screen.getByRole('tab', { name });

describe('code tabs (WAI-ARIA tabs pattern)', { timeout: 30_000 }, () => {
  it('puts only the selected tab in the Tab order and ties each tab to its panel', async () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tab('cURL').getAttribute('aria-selected')).toBe('true');
    for (const t of tabs) {
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(t.id);
    }
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('cURL'));
    await userEvent.tab();
    // The next stop is the copy button, not another tab.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copiar' }));
  });

  it('moves and selects with ArrowRight/ArrowLeft (wrapping), Home and End', async () => {
    renderTabs();
    await userEvent.click(tab('cURL'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('JavaScript'));
    expect(tab('JavaScript').getAttribute('aria-selected')).toBe('true');
    expect(tab('JavaScript').getAttribute('tabindex')).toBe('0');
    expect(tab('cURL').getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').textContent).toBe('await fetch()');

    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('PHP'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('cURL'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('PHP'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('cURL'));
    expect(screen.getByRole('tabpanel').textContent).toBe('curl -X POST');
  });

  it('copies the visible sample and says so', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Python'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe('import requests');
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeTruthy();
  });
});
