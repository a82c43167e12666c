import { describe, expect, it } from 'vitest';
import { audioTextToSpeech } from '../../../shared/operations/audio.js';
import { billingCheckout } from '../../../shared/operations/billing.js';
import {
  imageChart,
  imageQrCode,
  imageTextToImage,
  imageUpscale,
  imageWatermark,
} from '../../../shared/operations/image.js';
import { videoAddAudio, videoImageToVideo, videoMerge } from '../../../shared/operations/video.js';

const image = 'https://example.com/a.png';

describe('operation schemas apply the spec defaults', () => {
  it('image watermark: opacity 0.5, position center', () => {
    const input = imageWatermark.input.parse({ file: image, watermarkType: 'text', watermarkContent: '©' });
    expect(input.opacity).toBe(0.5);
    expect(input.position).toBe('center');
  });

  it('qr code: width 200, black on white', () => {
    expect(imageQrCode.input.parse({ data: 'hello' })).toEqual({
      data: 'hello',
      color: '#000000',
      backgroundColor: '#ffffff',
      width: 200,
    });
  });

  it('chart: 800 x 500', () => {
    const input = imageChart.input.parse({ type: 'bar', data: { datasets: [{ data: [1, 2] }] } });
    expect([input.width, input.height]).toEqual([800, 500]);
  });

  it('upscale: factor 2, quality 95, PNG; multipart strings are coerced', () => {
    expect(imageUpscale.input.parse({ image })).toMatchObject({
      upscaleFactor: 2,
      outputQuality: 95,
      outputFormat: 'PNG',
    });
    expect(
      imageUpscale.input.parse({ image, upscaleFactor: '4', outputQuality: '80', outputFormat: 'jpg' }),
    ).toMatchObject({
      upscaleFactor: 4,
      outputQuality: 80,
      outputFormat: 'JPG',
    });
  });

  it('text to image: 512 x 512, 1 result, 20 steps, CFG 7', () => {
    expect(imageTextToImage.input.parse({ positivePrompt: 'a cat' })).toMatchObject({
      width: 512,
      height: 512,
      numberResults: 1,
      steps: 20,
      CFGScale: 7,
    });
  });

  it('video: merge 1280 x 720, add-audio volumes 1.0 and 0.5, image-to-video 5 s', () => {
    const merge = videoMerge.input.parse({ videos: ['https://e.com/a.mp4', { url: 'https://e.com/b.mp4' }] });
    expect([merge.width, merge.height]).toEqual([1280, 720]);
    const audio = videoAddAudio.input.parse({ videoUrl: 'https://e.com/a.mp4', mainAudioUrl: 'https://e.com/a.mp3' });
    expect([audio.mainAudioVolume, audio.secondaryAudioVolume]).toEqual([1, 0.5]);
    const i2v = videoImageToVideo.input.parse({ positivePrompt: 'waves', imageUrl: image });
    expect([i2v.duration, i2v.numberResults, i2v.width, i2v.height]).toEqual([5, 1, 1280, 720]);
  });

  it('text to speech: pt-BR, MP3, voice case-insensitive', () => {
    expect(audioTextToSpeech.input.parse({ text: 'Olá', voice: 'Mariana' })).toEqual({
      text: 'Olá',
      voice: 'mariana',
      language: 'pt-BR',
      audioFormat: 'MP3',
    });
  });
});

describe('operation schemas reject out-of-range input', () => {
  const rejects = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
    expect(schema.safeParse(value).success).toBe(false);

  it('rejects CFG scale outside 1-20 and more than 4 images', () => {
    rejects(imageTextToImage.input, { positivePrompt: 'x', CFGScale: 0.5 });
    rejects(imageTextToImage.input, { positivePrompt: 'x', CFGScale: 21 });
    rejects(imageTextToImage.input, { positivePrompt: 'x', numberResults: 5 });
    rejects(imageTextToImage.input, { positivePrompt: '   ' });
    expect(imageTextToImage.input.safeParse({ positivePrompt: 'x', CFGScale: 20 }).success).toBe(true);
  });

  it('rejects upscale factors other than 2, 3, 4 and quality outside 1-100', () => {
    rejects(imageUpscale.input, { image, upscaleFactor: 5 });
    rejects(imageUpscale.input, { image, upscaleFactor: '1' });
    rejects(imageUpscale.input, { image, outputQuality: 0 });
    rejects(imageUpscale.input, { image, outputQuality: 101 });
  });

  it('rejects watermark opacity outside 0-1 and a text watermark without text', () => {
    rejects(imageWatermark.input, { file: image, watermarkType: 'text', watermarkContent: 'x', opacity: 1.5 });
    rejects(imageWatermark.input, { file: image, watermarkType: 'text' });
    rejects(imageWatermark.input, { watermarkType: 'text', watermarkContent: 'x' });
  });

  it('rejects unknown chart types, bad colours and file strings that are not URLs', () => {
    rejects(imageChart.input, { type: 'area', data: { datasets: [{ data: [] }] } });
    rejects(imageQrCode.input, { data: 'x', color: 'red' });
    rejects(imageUpscale.input, { image: '/etc/passwd' });
  });

  it('rejects speech over 10,000 characters and unknown voices', () => {
    rejects(audioTextToSpeech.input, { text: 'a'.repeat(10_001), voice: 'mariana' });
    rejects(audioTextToSpeech.input, { text: 'oi', voice: 'hal9000' });
  });

  it('rejects volumes above 2.0 and image-to-video longer than 10 s', () => {
    rejects(videoAddAudio.input, {
      videoUrl: 'https://e.com/a.mp4',
      mainAudioUrl: 'https://e.com/a.mp3',
      mainAudioVolume: 2.5,
    });
    rejects(videoImageToVideo.input, { positivePrompt: 'x', imageUrl: image, duration: 11 });
  });

  it('checkout takes exactly one of planId or pack', () => {
    expect(billingCheckout.input.parse({ planId: '2' })).toEqual({ planId: 2 });
    expect(billingCheckout.input.parse({ pack: 'extra' })).toEqual({ pack: 'extra' });
    rejects(billingCheckout.input, {});
    rejects(billingCheckout.input, { planId: 4 });
    rejects(billingCheckout.input, { planId: 1, pack: 'extra' });
  });
});
