import { describe, expect, it } from 'vitest';
import { audioTextToSpeech } from '../../../shared/operations/audio.js';
import { imageTextToImage, imageUpscale } from '../../../shared/operations/image.js';
import { basePrice, describePrice, operationPrice, priceOf } from '../../../shared/operations/index.js';
import { jobsGet } from '../../../shared/operations/jobs.js';
import { videoImageToVideo } from '../../../shared/operations/video.js';

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
    expect(operationPrice(videoImageToVideo, { numberResults: 2 })).toBe(20);
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
