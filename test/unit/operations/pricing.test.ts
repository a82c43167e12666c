import { describe, expect, it } from 'vitest';
import { audioSpeechToText, audioTextToSpeech, speechToTextPrice } from '../../../shared/operations/audio.js';
import { creditFloorUsd, creditsCovering, unitCostsUsd } from '../../../shared/operations/cost-basis.js';
import { imageTextToImage, imageUpscale } from '../../../shared/operations/image.js';
import { basePrice, describePrice, operationPrice, operations, priceOf } from '../../../shared/operations/index.js';
import { jobsGet } from '../../../shared/operations/jobs.js';
import type { PerDurationRule } from '../../../shared/operations/types.js';
import {
  imageToVideoPrice,
  videoImageToVideo,
  videoMediaLimits,
  videoMerge,
  videoMinutePrice,
  videoRenderFromImages,
} from '../../../shared/operations/video.js';
import { plans } from '../../../shared/plans.js';

describe('credit prices', () => {
  const speech = (chars: number) =>
    operationPrice(audioTextToSpeech, audioTextToSpeech.input.parse({ text: 'a'.repeat(chars), voice: 'emma' }));

  it('charges text to speech 1 credit per started 1,000 characters, at least 1', () => {
    expect(speech(1)).toBe(1);
    expect(speech(1000)).toBe(1);
    expect(speech(1001)).toBe(2);
    expect(speech(2500)).toBe(3);
    expect(speech(10_000)).toBe(10);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(priceOf(audioTextToSpeech.credits, { text: '😀'.repeat(1000) })).toBe(1);
  });

  it('charges text to image 3 credits per requested image', () => {
    expect(operationPrice(imageTextToImage, imageTextToImage.input.parse({ positivePrompt: 'x' }))).toBe(3);
    expect(
      operationPrice(imageTextToImage, imageTextToImage.input.parse({ positivePrompt: 'x', numberResults: 4 })),
    ).toBe(12);
  });

  it('charges fixed and free rules as written', () => {
    expect(operationPrice(imageUpscale, {})).toBe(2);
    expect(operationPrice(jobsGet, { id: 'job_1' })).toBe(0);
  });

  it('quotes the smallest call as the base price', () => {
    expect(basePrice(audioTextToSpeech.credits)).toBe(1);
    expect(basePrice(imageTextToImage.credits)).toBe(3);
    expect(describePrice(audioTextToSpeech.credits)).toContain('1,000 characters');
  });
});

describe('per-duration prices', () => {
  const perMinute: PerDurationRule = {
    kind: 'per-duration',
    measure: 'audioSeconds',
    unit: 'minute',
    credits: 10,
    min: 10,
    maxSeconds: 1800,
  };

  it('charges per started minute of the measured seconds, counted in whole seconds, at least the minimum', () => {
    const price = (audioSeconds: number) => priceOf(perMinute, {}, { audioSeconds });
    expect(price(0)).toBe(10);
    expect(price(10)).toBe(10);
    expect(price(60)).toBe(10);
    // Encoder padding of a few milliseconds does not start another minute; a whole second does.
    expect(price(60.4)).toBe(10);
    expect(price(61)).toBe(20);
    expect(price(180)).toBe(30);
    expect(price(180.05)).toBe(30);
    expect(price(1800)).toBe(300);
  });

  it('prices unknown or nonsense seconds at the longest accepted, never lower', () => {
    expect(priceOf(perMinute, {})).toBe(300);
    expect(priceOf(perMinute, {}, { outputSeconds: 5 })).toBe(300);
    expect(priceOf(perMinute, {}, { audioSeconds: Number.NaN })).toBe(300);
    expect(priceOf(perMinute, {}, { audioSeconds: -1 })).toBe(300);
  });

  it('multiplies per result when the rule names a count field', () => {
    const measured = { outputSeconds: 6 };
    expect(priceOf(imageToVideoPrice, { numberResults: 1 }, measured)).toBe(6 * imageToVideoPrice.credits);
    expect(priceOf(imageToVideoPrice, { numberResults: 3 }, measured)).toBe(3 * 6 * imageToVideoPrice.credits);
    expect(priceOf(imageToVideoPrice, {}, measured)).toBe(6 * imageToVideoPrice.credits);
  });

  it('prices the table entries from what their measure found', () => {
    expect(operationPrice(audioSpeechToText, {}, undefined, { audioSeconds: 180 })).toBe(3 * speechToTextPrice.credits);
    expect(operationPrice(videoRenderFromImages, {}, undefined, { outputSeconds: 150 })).toBe(
      3 * videoMinutePrice.credits,
    );
    // A merge's length is known only to the worker: held at the longest output accepted.
    expect(operationPrice(videoMerge, {})).toBe((videoMediaLimits.maxOutputSeconds / 60) * videoMinutePrice.credits);
    expect(operationPrice(videoImageToVideo, { numberResults: 2 }, undefined, { outputSeconds: 6 })).toBe(
      2 * 6 * imageToVideoPrice.credits,
    );
  });

  it('quotes the smallest call and says the rule in words', () => {
    expect(basePrice(speechToTextPrice)).toBe(speechToTextPrice.min);
    expect(basePrice(imageToVideoPrice)).toBe(imageToVideoPrice.min);
    expect(describePrice(speechToTextPrice)).toBe(
      `${speechToTextPrice.credits} credits per started minute of audio, at least ${speechToTextPrice.min}`,
    );
    expect(describePrice(videoMinutePrice)).toBe(
      `${videoMinutePrice.credits} credits per started minute of output video, at least ${videoMinutePrice.min}`,
    );
    expect(describePrice(imageToVideoPrice)).toBe(
      `${imageToVideoPrice.credits} credits per second of output video, at least ${imageToVideoPrice.min}, per result (\`numberResults\`, default 1)`,
    );
  });
});

describe('prices cover their cost (docs/pricing.md)', () => {
  it('values a credit at the plan that sells it cheapest', () => {
    const cheapest = Math.min(...plans.map((p) => p.price / p.credits));
    expect(creditFloorUsd * 6).toBeCloseTo(cheapest, 10);
  });

  it('charges each unit of work at least what it costs at the least a credit earns', () => {
    expect(speechToTextPrice.credits).toBeGreaterThanOrEqual(creditsCovering(unitCostsUsd.transcribeMinute));
    expect(imageToVideoPrice.credits).toBeGreaterThanOrEqual(creditsCovering(unitCostsUsd.novaReelSecond));
    expect(videoMinutePrice.credits).toBeGreaterThanOrEqual(creditsCovering(unitCostsUsd.mediaWorkerMinute));
    // The minimum is at least one unit's price, so a short call never costs less than its first unit.
    for (const rule of [speechToTextPrice, imageToVideoPrice, videoMinutePrice]) {
      expect(rule.min).toBeGreaterThanOrEqual(rule.credits);
    }
  });

  it('prices every operation that sends audio to a speech provider or renders video by its length', () => {
    const lengthPriced = operations.filter(
      (op) => op.provider === 'speech-to-text' || op.provider === 'video-ai' || op.family === 'video',
    );
    expect(lengthPriced.map((op) => [op.id, op.credits.kind])).toEqual(
      lengthPriced.map((op) => [op.id, 'per-duration']),
    );
  });
});
