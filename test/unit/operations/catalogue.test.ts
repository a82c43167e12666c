import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryOf,
  listServices,
  serviceById,
  serviceDefinitions,
  serviceOperation,
} from '../../../shared/catalogue/index.js';
import { basePrice, operationById, operations } from '../../../shared/operations/index.js';
import {
  canBuyExtraPack,
  dailyQuota,
  extraPack,
  freeTier,
  planOf,
  plans,
  plansByPrice,
  requestRate,
} from '../../../shared/plans.js';
import { en as dashEn } from '../../../web/src/features/dashboard/i18n/en.js';
import { es as dashEs } from '../../../web/src/features/dashboard/i18n/es.js';
import { fr as dashFr } from '../../../web/src/features/dashboard/i18n/fr.js';
import { pt as dashPt } from '../../../web/src/features/dashboard/i18n/pt.js';
import { en as playEn } from '../../../web/src/features/playground/i18n/en.js';
import { es as playEs } from '../../../web/src/features/playground/i18n/es.js';
import { fr as playFr } from '../../../web/src/features/playground/i18n/fr.js';
import { pt as playPt } from '../../../web/src/features/playground/i18n/pt.js';
import { en as siteEn } from '../../../web/src/i18n/locales/en.js';
import { es as siteEs } from '../../../web/src/i18n/locales/es.js';
import { fr as siteFr } from '../../../web/src/i18n/locales/fr.js';
import { pt as sitePt } from '../../../web/src/i18n/locales/pt.js';

describe('the service catalogue', () => {
  const services = listServices();

  it('has unique ids, including the two the usage history names', () => {
    const ids = services.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('e-image-text-to-image');
    expect(ids).toContain('audio-youtube-transcribe');
  });

  it('points every service at an existing operation, or marks it coming soon', () => {
    for (const def of serviceDefinitions) {
      const op = serviceOperation(def);
      if (def.comingSoon)
        expect(
          operations.some((o) => o.service?.id === def.id),
          def.id,
        ).toBe(false);
      else expect(op, def.id).toBeDefined();
    }
    // The card is stored once, on the operations: every operation's card is a listed service.
    const ids = new Set(serviceDefinitions.map((d) => d.id));
    expect(operations.filter((o) => o.service !== undefined && !ids.has(o.service.id)).map((o) => o.id)).toEqual([]);
    expect(services.filter((s) => s.status === 'coming_soon').map((s) => s.id)).toEqual(['ai-model-training']);
  });

  it('never lists a provider-backed service as available until its provider is configured', () => {
    const needing = services.filter((s) => s.status === 'needs_configuration');
    expect(needing.length).toBeGreaterThan(0);
    for (const s of needing) {
      expect(s.coming_soon, s.id).toBe(true);
      expect(operationById(s.operationId ?? '')?.provider, s.id).toBeDefined();
    }
    const configured = listServices({
      configured: new Map([
        ['image-ai', 'http'],
        ['speech-to-text', 'transcribe'],
        ['video-ai', 'bedrock'],
      ] as const),
    });
    expect(configured.filter((s) => s.status === 'needs_configuration')).toEqual([]);
  });

  it('derives credits per use from the operation credit rule', () => {
    for (const s of services) {
      if (s.operationId === null) continue;
      const op = operationById(s.operationId);
      expect(op, s.id).toBeDefined();
      if (op) expect(s.credits_per_use, s.id).toBe(basePrice(op.credits));
    }
    expect(serviceById('e-image-text-to-image')?.credits_per_use).toBe(3);
    expect(serviceById('e-image-upscale')?.credits_per_use).toBe(2);
    expect(serviceById('audio-text-to-speech')?.credits_per_use).toBe(1);
  });

  it('sells every priced public operation through some service', () => {
    const sold = new Set(services.map((s) => s.operationId));
    const serviceIds = new Set(services.map((s) => s.id));
    for (const op of operations) {
      if (op.credits.kind === 'free') continue;
      expect(sold.has(op.id) || (op.service !== undefined && serviceIds.has(op.service.id)), op.id).toBe(true);
    }
  });

  it('uses the spec categories and flags at most a few popular services', () => {
    for (const s of services) {
      expect(Object.keys(categories)).toContain(s.category);
      expect(s.category_label).toBe(categories[s.category]);
    }
    const popular = services.filter((s) => s.popular).length;
    expect(popular).toBeGreaterThanOrEqual(3);
  });

  it('serialises with the field names the landing page reads', () => {
    const parsed: unknown = JSON.parse(JSON.stringify(services));
    const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
    expect(Object.keys(typeof first === 'object' && first !== null ? first : {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'description',
        'category',
        'icon',
        'credits_per_use',
        'popular',
        'coming_soon',
      ]),
    );
  });
});

describe('plans', () => {
  it('sells the three plans of the spec', () => {
    expect(plans.map((p) => [p.id, p.name, p.price, p.credits])).toEqual([
      [1, 'Básico', 59, 1000],
      [2, 'Profissional', 197, 10000],
      [3, 'Empresarial', 497, 30000],
    ]);
    expect(plans.filter((p) => p.is_popular).map((p) => p.badge)).toEqual(['Mais escolhido']);
    expect(plansByPrice().map((p) => p.price)).toEqual([59, 197, 497]);
  });

  it('sets daily quotas: free 100, Básico 100, Profissional 1000, Empresarial unlimited', () => {
    expect([dailyQuota(0), dailyQuota(1), dailyQuota(2), dailyQuota(3), dailyQuota(99)]).toEqual([
      100,
      100,
      1000,
      null,
      100,
    ]);
    expect(freeTier.initialCredits).toBe(20);
  });

  it('sells the extra pack only to subscribers', () => {
    expect([extraPack.credits, extraPack.price]).toEqual([1500, 69]);
    expect([canBuyExtraPack(1), canBuyExtraPack('3'), canBuyExtraPack(0), canBuyExtraPack(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(planOf('2')?.name).toBe('Profissional');
  });

  it('throttles higher plans more loosely', () => {
    const [free, basic, pro, enterprise] = [0, 1, 2, 3].map(requestRate);
    expect(free?.perSecond).toBeLessThan(basic?.perSecond ?? 0);
    expect(basic?.perSecond).toBeLessThan(pro?.perSecond ?? 0);
    expect(pro?.perSecond).toBeLessThan(enterprise?.perSecond ?? 0);
    for (const t of [free, basic, pro, enterprise]) expect(t?.burst).toBeGreaterThanOrEqual(t?.perSecond ?? Infinity);
    expect(requestRate(7)).toEqual(free);
  });
});

describe('operation categories', () => {
  it('put each sold operation in its service category and leave dashboard calls out', () => {
    const byId = (id: string) => operationById(id);
    const cat = (id: string) => {
      const op = byId(id);
      return op ? categoryOf(op) : 'missing';
    };
    expect(cat('pdf.merge')).toBe('pdf');
    expect(cat('image.upscale')).toBe('image');
    expect(cat('text.extract-web-info')).toBe('text');
    expect(cat('audio.text-to-speech-v2')).toBe('audio');
    expect(cat('video.merge-videos')).toBe('video');
    expect(cat('platform.user-balance')).toBeUndefined();
  });
});

describe('prices that depend on the engine serving the call', () => {
  it('shows the price of the engine this deployment uses', () => {
    const price = (engine: string) =>
      listServices({ configured: new Map([['image-ai', engine]] as const) }).find(
        (s) => s.id === 'e-image-text-to-image',
      )?.credits_per_use;
    expect(price('http')).toBe(3);
    expect(price('bedrock')).toBe(67);
  });

  it('keeps every engine price within 30 % cost of earnings (Nova Canvas: US$0.06 per image at most)', () => {
    const earnedPerCredit = 497 / 30_000 / 5.5;
    const novaCost = 0.06;
    for (const id of ['image.text-to-image', 'image.remove-background']) {
      const op = operationById(id);
      const rule = op?.creditsByEngine?.bedrock;
      expect(rule, id).toBeDefined();
      if (rule) expect(novaCost / (basePrice(rule) * earnedPerCredit), id).toBeLessThanOrEqual(0.3);
    }
  });
});

describe('prices that grow with the media', () => {
  const configured = new Map([
    ['speech-to-text', 'transcribe'],
    ['video-ai', 'bedrock'],
  ] as const);

  it('marks length-priced services and quotes their shortest call', () => {
    const byId = new Map(listServices({ configured }).map((s) => [s.id, s]));
    expect(byId.get('audio-speech-to-text')).toMatchObject({ credits_per_use: 10, priced_by_length: true });
    expect(byId.get('videos-merge-videos')).toMatchObject({ credits_per_use: 5, priced_by_length: true });
    expect(byId.get('videos-image-to-video')).toMatchObject({ credits_per_use: 192, priced_by_length: true });
    expect(byId.get('audio-text-to-speech')).toMatchObject({ priced_by_length: false });
  });

  it('reads "from N credits" in the four languages of every catalogue that shows a price', () => {
    const lines = {
      dashboard: [
        dashPt.common.creditsFrom,
        dashEn.common.creditsFrom,
        dashEs.common.creditsFrom,
        dashFr.common.creditsFrom,
      ],
      site: [
        sitePt.common.creditsFrom,
        siteEn.common.creditsFrom,
        siteEs.common.creditsFrom,
        siteFr.common.creditsFrom,
      ],
      playground: [
        playPt.sidebar.creditsFrom,
        playEn.sidebar.creditsFrom,
        playEs.sidebar.creditsFrom,
        playFr.sidebar.creditsFrom,
      ],
    };
    const render = (template: string) => template.replace(/\{\{count(, number)?\}\}/, '10');
    for (const [where, templates] of Object.entries(lines)) {
      expect(templates.map(render), where).toEqual([
        'a partir de 10 créditos',
        'from 10 credits',
        'desde 10 créditos',
        'à partir de 10 crédits',
      ]);
    }
  });
});
