import { audioYoutubeTranscribe } from '../../../../../shared/operations/audio.js';

/**
 * The API key page's request example (spec §2: POST a videoUrl to the YouTube transcription path with the
 * api-token header) in cURL, JavaScript, Python and PHP. Path and sample URL come from the operation table.
 */
export interface KeyExample {
  readonly label: 'cURL' | 'JavaScript' | 'Python' | 'PHP';
  readonly code: string;
}

const sampleVideoUrl = (): string => {
  const example = audioYoutubeTranscribe.doc.example?.videoUrl;
  return typeof example === 'string' ? example : 'https://www.youtube.com/watch?v=VIDEO_ID';
};

export const keyExamples = (baseUrl: string, apiKey: string): readonly KeyExample[] => {
  const url = `${baseUrl.replace(/\/$/, '')}${audioYoutubeTranscribe.path}`;
  const body = JSON.stringify({ videoUrl: sampleVideoUrl() });
  const pretty = JSON.stringify({ videoUrl: sampleVideoUrl() }, null, 2);
  return [
    {
      label: 'cURL',
      code: [
        `curl -X ${audioYoutubeTranscribe.method} '${url}' \\`,
        `  -H 'api-token: ${apiKey}' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '${body}'`,
      ].join('\n'),
    },
    {
      label: 'JavaScript',
      code: [
        `const response = await fetch('${url}', {`,
        `  method: '${audioYoutubeTranscribe.method}',`,
        `  headers: { 'api-token': '${apiKey}', 'Content-Type': 'application/json' },`,
        `  body: JSON.stringify(${body}),`,
        '});',
        'const data = await response.json();',
        'console.log(data.transcription);',
      ].join('\n'),
    },
    {
      label: 'Python',
      code: [
        'import requests',
        '',
        'response = requests.post(',
        `    "${url}",`,
        `    headers={"api-token": "${apiKey}"},`,
        `    json=${pretty.replace(/\n\s*/g, ' ')},`,
        ')',
        'print(response.json()["transcription"])',
      ].join('\n'),
    },
    {
      label: 'PHP',
      code: [
        '<?php',
        `$ch = curl_init('${url}');`,
        'curl_setopt_array($ch, [',
        '    CURLOPT_POST => true,',
        '    CURLOPT_RETURNTRANSFER => true,',
        `    CURLOPT_HTTPHEADER => ['api-token: ${apiKey}', 'Content-Type: application/json'],`,
        `    CURLOPT_POSTFIELDS => json_encode(['videoUrl' => '${sampleVideoUrl()}']),`,
        ']);',
        '$data = json_decode(curl_exec($ch), true);',
        "echo $data['transcription'];",
      ].join('\n'),
    },
  ];
};
