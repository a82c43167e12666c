import { z } from 'zod';
import { AppError, invalidRequest } from '../../core/errors.js';
import type { SafeFetch } from '../../core/net/fetch.js';
import type { TranscriptSegment } from './stt.js';

/**
 * YouTube captions. Only YouTube's own URL forms are accepted (watch, youtu.be, shorts, embed, live), reduced
 * to the 11-character video id; nothing the caller wrote is ever fetched. Captions come from YouTube's
 * published timed-text endpoint (`/api/timedtext`: the track list, then one track as json3), through the
 * SSRF-guarded fetch.
 */

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const pathForms = ['shorts', 'embed', 'live', 'v'];

const badUrl = (detail: string) => invalidRequest(`videoUrl: ${detail}`, [{ path: 'videoUrl', message: detail }]);

/** The video id of a YouTube video URL; a 400 for anything else (other hosts, playlists, bad ids). */
export function youtubeVideoId(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badUrl('not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badUrl('expected an https YouTube URL');
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments[0];
  } else if (youtubeHosts.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first !== undefined && pathForms.includes(first)) id = second;
    else if (first === 'playlist') throw badUrl('a playlist URL names no single video; send one video’s URL');
  } else {
    throw badUrl('only YouTube video URLs are accepted (youtube.com/watch, youtu.be, shorts, embed)');
  }
  if (id === undefined) throw badUrl('no video id in this YouTube URL');
  if (!videoIdPattern.test(id)) throw badUrl(`"${id.slice(0, 20)}" is not a YouTube video id`);
  return id;
}

export interface CaptionTrack {
  readonly languageCode: string;
  readonly name: string;
  readonly automatic: boolean;
  readonly isDefault: boolean;
}

export interface Captions {
  readonly language: string;
  readonly automatic: boolean;
  readonly segments: readonly TranscriptSegment[];
}

export interface CaptionSource {
  /** The best track for `preferred` (or the default one) as timed segments; undefined when there are none. */
  captions(videoId: string, preferred: string | undefined, signal?: AbortSignal): Promise<Captions | undefined>;
}

export interface CaptionSourceDeps {
  readonly fetch: SafeFetch;
  /** `https://www.youtube.com`; tests point it at a loopback fake. */
  readonly baseUrl: string;
  readonly maxBytes?: number;
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** `<track lang_code="en" name="" kind="asr" lang_default="true"/>` elements of the list answer. */
export function parseTrackList(xml: string): CaptionTrack[] {
  const tracks: CaptionTrack[] = [];
  for (const match of xml.matchAll(/<track\b([^>]*)\/?>/g)) {
    const attributes = new Map<string, string>();
    for (const attr of (match[1] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)) {
      attributes.set(attr[1] ?? '', decodeEntities(attr[2] ?? ''));
    }
    const languageCode = attributes.get('lang_code');
    if (!languageCode) continue;
    tracks.push({
      languageCode,
      name: attributes.get('name') ?? '',
      automatic: attributes.get('kind') === 'asr',
      isDefault: attributes.get('lang_default') === 'true',
    });
  }
  return tracks;
}

const normalise = (code: string) => code.replace('_', '-').toLowerCase();

/**
 * People-written captions before automatic ones; within each, the exact language, then the same base language.
 * Without a match (or a preference), the video's default track.
 */
export function pickTrack(tracks: readonly CaptionTrack[], preferred: string | undefined): CaptionTrack | undefined {
  if (preferred) {
    const wanted = normalise(preferred);
    for (const automatic of [false, true]) {
      const group = tracks.filter((t) => t.automatic === automatic);
      const match =
        group.find((t) => normalise(t.languageCode) === wanted) ??
        group.find((t) => normalise(t.languageCode).slice(0, 2) === wanted.slice(0, 2));
      if (match) return match;
    }
  }
  return tracks.find((t) => t.isDefault && !t.automatic) ?? tracks.find((t) => !t.automatic) ?? tracks[0];
}

const json3 = z.object({
  events: z
    .array(
      z.object({
        tStartMs: z.number().default(0),
        dDurationMs: z.number().default(0),
        segs: z.array(z.object({ utf8: z.string().default('') })).optional(),
      }),
    )
    .default([]),
});

export function segmentsFromJson3(body: unknown): TranscriptSegment[] {
  const parsed = json3.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.events
    .map((event) => ({
      start: event.tStartMs / 1000,
      end: (event.tStartMs + event.dDurationMs) / 1000,
      text: (event.segs ?? [])
        .map((s) => s.utf8)
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
    }))
    .filter((segment) => segment.text.length > 0);
}

export function createCaptionSource(deps: CaptionSourceDeps): CaptionSource {
  const maxBytes = deps.maxBytes ?? 5 * 1024 * 1024;
  const endpoint = (params: Record<string, string>) => {
    const url = new URL('/api/timedtext', deps.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  };
  const get = async (url: string, signal?: AbortSignal) => {
    try {
      return await deps.fetch(url, { field: 'videoUrl', maxBytes, signal, acceptAnyStatus: true });
    } catch (cause) {
      throw new AppError('provider_error', 'YouTube captions could not be fetched.', { cause });
    }
  };
  return {
    async captions(videoId, preferred, signal) {
      const list = await get(endpoint({ type: 'list', v: videoId }), signal);
      if (list.status === 404) return undefined;
      if (list.status !== 200) {
        throw new AppError('provider_error', `YouTube answered HTTP ${list.status} for the caption list.`);
      }
      const track = pickTrack(parseTrackList(Buffer.from(list.bytes).toString('utf8')), preferred);
      if (!track) return undefined;
      const params: Record<string, string> = { v: videoId, lang: track.languageCode, fmt: 'json3' };
      if (track.name) params.name = track.name;
      if (track.automatic) params.kind = 'asr';
      const answer = await get(endpoint(params), signal);
      if (answer.status !== 200) {
        throw new AppError('provider_error', `YouTube answered HTTP ${answer.status} for the captions.`);
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(answer.bytes).toString('utf8'));
      } catch {
        body = undefined;
      }
      const segments = segmentsFromJson3(body);
      return segments.length === 0 ? undefined : { language: track.languageCode, automatic: track.automatic, segments };
    },
  };
}
