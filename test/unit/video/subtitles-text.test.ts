import { describe, expect, it } from 'vitest';
import { assColour, buildAss, escapeAssText } from '../../../functions/video/ass.js';
import { parseSubtitleText } from '../../../shared/operations/video.js';

describe('escapeAssText', () => {
  it('leaves no override block or escape sequence for libass to interpret', () => {
    const escaped = escapeAssText('{\\b1}bold\\Nline{\\c&H0000FF&}\nnext');
    expect(escaped).toBe('\\{\\\u2060b1\\}bold\\\u2060Nline\\{\\\u2060c&H0000FF&\\}\\Nnext');
    // Every `{` is escaped and every backslash is broken by a word joiner, except our own `\N` line breaks.
    expect(escaped.replace(/\\[{}]/g, '').includes('{')).toBe(false);
    expect(escaped.match(/\\(?![\u2060{}N])/g)).toBeNull();
  });

  it('builds a style from the options (colours as &HAABBGGRR, alignment on the numpad)', () => {
    expect(assColour('#FF8800')).toBe('&H000088FF');
    const ass = buildAss(
      [{ text: 'Olá', startTime: 1.5, endTime: 3 }],
      {
        color: '#FFFFFF',
        position: 'top',
        alignment: 'left',
        fontSize: 36,
        fontStyle: 'bold',
        borderStyle: 'box',
        backgroundColor: '#000000',
        effectStyle: 'fade',
        defaultFont: 'Arial',
      },
      1280,
      720,
    );
    expect(ass).toContain('Style: Default,Arial,36,&H00FFFFFF');
    expect(ass).toMatch(/,-1,0,0,0,100,100,0,0,3,\d+,0,7,/);
    expect(ass).toContain('Dialogue: 0,0:00:01.50,0:00:03.00,Default,,0,0,0,,{\\fad(250,250)}Olá');
  });
});

describe('parseSubtitleText', () => {
  it('reads WebVTT with cue settings and notes, and SRT with CRLF', () => {
    const vtt = parseSubtitleText(
      'WEBVTT\n\nNOTE hi\n\n00:01.000 --> 00:02.500 align:start\nUm\ndois\n\nid\n00:00:03.000 --> 00:00:04.000\nTrês',
    );
    expect(vtt).toEqual({
      cues: [
        { text: 'Um\ndois', startTime: 1, endTime: 2.5 },
        { text: 'Três', startTime: 3, endTime: 4 },
      ],
    });
    const srt = parseSubtitleText(
      '1\r\n00:00:00,500 --> 00:00:01,000\r\nA\r\n\r\n2\r\n00:00:01,000 --> 00:00:02,000\r\nB\r\n',
    );
    expect(srt).toEqual({
      cues: [
        { text: 'A', startTime: 0.5, endTime: 1 },
        { text: 'B', startTime: 1, endTime: 2 },
      ],
    });
  });

  it('names the malformed block', () => {
    expect(parseSubtitleText('1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\n00:00:03 --> 00:00:04,000\nbad')).toEqual({
      error: 'block 2: malformed time line',
    });
    expect(parseSubtitleText('just text')).toEqual({ error: 'block 1: expected a "start --> end" time line' });
  });
});
