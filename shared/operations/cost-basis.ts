import { extraPack, plans } from '../plans.js';

/**
 * What the per-duration prices must cover, as list prices in US$ (docs/pricing.md shows the arithmetic and the
 * sources). A test holds every priced operation to these: the credits of one unit of work, at the least a credit
 * earns, must pay for that unit. Change a number here and the test says which price no longer covers it.
 */

/** Reais per US dollar assumed when converting a credit's earnings: on the weak side, so a rise costs no margin. */
export const brlPerUsd = 6;

/**
 * The least one credit earns, in R$: the plan or pack that sells credits cheapest (Empresarial, R$497 for 30,000),
 * since a customer on it pays with those credits. Free credits earn nothing and are capped at the sign-up grant.
 */
export const creditFloorBrl = Math.min(...[...plans, extraPack].map((p) => p.price / p.credits));

/** The same in US$. */
export const creditFloorUsd = creditFloorBrl / brlPerUsd;

/** Provider and infrastructure cost of one unit of work, US$ (us-east-1 list prices). */
export const unitCostsUsd = {
  /** Amazon Transcribe batch, standard, first tier: US$0.024 per minute of audio (billed per second). */
  transcribeMinute: 0.024,
  /** Amazon Nova Reel, 720p at 24 fps: US$0.08 per second of video generated. */
  novaReelSecond: 0.08,
  /**
   * One minute of 1080p output from the media worker: about 86 s at 5,120 MB (a 1080p60 libx264 veryfast encode
   * took 124 CPU-seconds per output minute, on about 2.9 vCPUs, doubled for decoding, scaling and zoompan) at
   * US$0.0000166667 per GB-second = US$0.0073, plus about 55 MB of result downloaded at US$0.09 per GB = US$0.0049.
   */
  mediaWorkerMinute: 0.0122,
} as const;

/** Credits that pay for `usd` of cost at the least a credit earns (rounded up). */
export const creditsCovering = (usd: number): number => Math.ceil(usd / creditFloorUsd);
