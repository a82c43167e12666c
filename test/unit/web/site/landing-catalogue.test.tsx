import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureCatalogue } from '../../../../web/src/features/landing/components/feature-catalogue.js';
import { PlansSection } from '../../../../web/src/features/landing/components/plans-section.js';
import { stubFetch } from './fetch-stub.js';
import { renderRoute } from './render.js';

const service = (id: string, category: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Serviço ${id}`,
  description: `Descrição ${id}`,
  category,
  icon: 'files',
  credits_per_use: 2,
  popular: false,
  coming_soon: false,
  ...extra,
});

const services = [
  service('a', 'pdf', { popular: true }),
  service('b', 'image'),
  service('c', 'pdf', { coming_soon: true, credits_per_use: 1 }),
  service('d', 'audio'),
];

describe('Landing feature catalogue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads GET /api/services publicly, with a loading text first', async () => {
    const calls = stubFetch({ 'GET /api/services': { body: services } });
    await renderRoute(<FeatureCatalogue />);
    expect(screen.getByText('Carregando funcionalidades...')).toBeInTheDocument();
    expect(await screen.findAllByTestId('service-card')).toHaveLength(4);
    const request = calls.find((call) => call.url.endsWith('/api/services'));
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('builds the category filters from the loaded services and filters the grid', async () => {
    stubFetch({ 'GET /api/services': { body: services } });
    await renderRoute(<FeatureCatalogue />);
    await screen.findAllByTestId('service-card');
    const filters = screen.getByRole('group', { name: 'Filtrar por categoria' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todas', 'PDF', 'Imagem', 'Áudio']);
    fireEvent.click(within(filters).getByRole('button', { name: 'PDF' }));
    expect(screen.getAllByTestId('service-card').map((card) => card.dataset.category)).toEqual(['pdf', 'pdf']);
    expect(within(filters).getByRole('button', { name: 'PDF' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the Popular and Coming soon badges and the price per use', async () => {
    stubFetch({ 'GET /api/services': { body: services } });
    await renderRoute(<FeatureCatalogue />);
    const [popular, , soon] = await screen.findAllByTestId('service-card');
    expect(popular).toHaveTextContent('Popular');
    expect(popular).toHaveTextContent('2 créditos por uso');
    expect(soon).toHaveTextContent('Em breve');
    expect(soon).toHaveTextContent('1 crédito por uso');
  });

  it('opens the dashboard services page preset to the card category', async () => {
    stubFetch({ 'GET /api/services': { body: services } });
    await renderRoute(<FeatureCatalogue />);
    const cards = await screen.findAllByTestId('service-card');
    fireEvent.click(cards[1] as HTMLElement);
    expect(await screen.findByTestId('destination')).toHaveTextContent('/dashboard/servicos?category=image');
  });

  it('shows the empty state when there are no services', async () => {
    stubFetch({ 'GET /api/services': { body: [] } });
    await renderRoute(<FeatureCatalogue />);
    expect(await screen.findByText('Nenhuma funcionalidade nesta categoria.')).toBeInTheDocument();
  });

  it('shows the error box with a retry that reloads the page', async () => {
    stubFetch({ 'GET /api/services': { status: 500, body: { code: 'internal_error', detail: 'boom' } } });
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      await renderRoute(<FeatureCatalogue />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Falha ao carregar as funcionalidades. Por favor, tente novamente mais tarde.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('Landing plans', () => {
  it('shows "Carregando planos..." then the local plans sorted by price, in pt', async () => {
    await renderRoute(<PlansSection signedIn={false} />);
    expect(screen.getByText('Carregando planos...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('plan-card', {}, { timeout: 3000 });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Básico',
      'Profissional',
      'Empresarial',
    ]);
    expect(cards[0]).toHaveTextContent('R$ 59,00/mês');
    expect(cards[1]).toHaveTextContent('10.000 créditos');
    expect(cards[1]).toHaveTextContent('Mais escolhido');
    // Signed out, a plan button signs up with the plan in the address (it rides through to its checkout).
    expect(within(cards[2] as HTMLElement).getByRole('link', { name: 'Escolher Plano' })).toHaveAttribute(
      'href',
      '/register?plan=3',
    );
  });

  it('translates the period and uses English separators in en', async () => {
    await renderRoute(<PlansSection signedIn={false} />, { language: 'en' });
    const cards = await screen.findAllByTestId('plan-card', {}, { timeout: 3000 });
    expect(cards[0]).toHaveTextContent('R$59.00/month');
    expect(cards[0]).toHaveTextContent('Brazilian Real');
    expect(cards[2]).toHaveTextContent('30,000 credits');
    expect(cards[0]).not.toHaveTextContent('Básico');
  });
});
