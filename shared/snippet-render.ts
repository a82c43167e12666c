/**
 * Renders one HTTP request as runnable code in cURL, raw HTTP, Python (requests), JavaScript (fetch, Node 20+)
 * and PHP (curl extension). Pure text work with no dependency, so the landing page can use it without loading
 * the operation table; `shared/snippets.ts` builds the request from the table.
 */

export const snippetLanguages = ['curl', 'javascript', 'python', 'php', 'http'] as const;
export type SnippetLanguage = (typeof snippetLanguages)[number];

/** Tab labels: code names, the same in every language. */
export const snippetLabels: Readonly<Record<SnippetLanguage, string>> = {
  curl: 'cURL',
  javascript: 'JavaScript',
  python: 'Python',
  php: 'PHP',
  http: 'HTTP',
};

export type Snippets = Readonly<Record<SnippetLanguage, string>>;

/** One multipart part: a text value, or a local file uploaded under `value` (its path and file name). */
export interface SnippetPart {
  readonly name: string;
  readonly value: string;
  readonly file: boolean;
}

export type SnippetBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'multipart'; readonly parts: readonly SnippetPart[] };

export interface SnippetRequest {
  readonly method: string;
  /** Absolute URL with the query string. */
  readonly url: string;
  /** Header names and values, in order (Content-Type only for JSON: multipart clients set their boundary). */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: SnippetBody;
  /** File the answer is saved to when it is a file; absent when the answer is JSON. */
  readonly output?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A shell variable reference such as `$ALQUIMIA_KEY`: kept expandable (double quotes) in cURL. */
const isShellVariable = (s: string): boolean => /^\$[A-Za-z_][A-Za-z0-9_]*$/.test(s);

const shellQuote = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;
const jsString = (s: string): string =>
  `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
const pyString = (s: string): string => JSON.stringify(s);
const phpString = (s: string): string => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function splitUrl(url: string): { host: string; path: string } {
  const match = /^[a-z]+:\/\/([^/]+)(\/.*)?$/i.exec(url);
  return { host: match?.[1] ?? '', path: match?.[2] ?? '/' };
}

/** A literal of a JSON value in a target language, indented by `indent` (4 spaces a level, 2 for JS). */
function literal(
  value: unknown,
  indent: string,
  style: { step: string; str: (s: string) => string; t: string; f: string; nil: string; lang: 'py' | 'js' | 'php' },
): string {
  const inner = indent + style.step;
  if (value === null || value === undefined) return style.nil;
  if (value === true) return style.t;
  if (value === false) return style.f;
  if (typeof value === 'string') return style.str(value);
  if (typeof value === 'number') return String(value);
  // Python lists end without a trailing comma; JavaScript and PHP keep one, as their formatters do.
  const trailing = style.lang === 'py' ? '' : ',';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      const inline = `[${value.map((v) => literal(v, inner, style)).join(', ')}]`;
      if (inline.length <= 60) return inline;
    }
    return `[\n${value.map((v) => inner + literal(v, inner, style)).join(',\n')}${trailing}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return style.lang === 'php' ? '(object) []' : '{}';
    const key = (k: string) => (style.lang === 'js' && /^[A-Za-z_$][\w$]*$/.test(k) ? k : style.str(k));
    const sep = style.lang === 'php' ? ' => ' : ': ';
    const [open, close] = style.lang === 'php' ? ['[', ']'] : ['{', '}'];
    const body = entries.map(([k, v]) => `${inner}${key(k)}${sep}${literal(v, inner, style)}`).join(',\n');
    return `${open}\n${body}${trailing}\n${indent}${close}`;
  }
  return style.nil;
}

const py = { step: '    ', str: pyString, t: 'True', f: 'False', nil: 'None', lang: 'py' } as const;
const js = { step: '  ', str: jsString, t: 'true', f: 'false', nil: 'null', lang: 'js' } as const;
const php = { step: '    ', str: phpString, t: 'true', f: 'false', nil: 'null', lang: 'php' } as const;

function curl(r: SnippetRequest): string {
  const lines = [`curl -X ${r.method} ${shellQuote(r.url)}`];
  for (const [k, v] of r.headers) lines.push(`-H ${isShellVariable(v) ? `"${k}: ${v}"` : shellQuote(`${k}: ${v}`)}`);
  if (r.body.kind === 'json') lines.push(`-d ${shellQuote(JSON.stringify(r.body.value))}`);
  if (r.body.kind === 'multipart') {
    // --form-string sends text verbatim (-F would read a value starting with @ or < as a file).
    for (const p of r.body.parts)
      lines.push(
        p.file ? `-F ${shellQuote(`${p.name}=@${p.value}`)}` : `--form-string ${shellQuote(`${p.name}=${p.value}`)}`,
      );
  }
  if (r.output) lines.push(`-o ${shellQuote(r.output)}`);
  // --fail-with-body: a problem answer exits non-zero and still shows its title and detail.
  lines.push('--fail-with-body');
  return lines.join(' \\\n  ');
}

function http(r: SnippetRequest): string {
  const { host, path } = splitUrl(r.url);
  const head = [`${r.method} ${path} HTTP/1.1`, `Host: ${host}`, ...r.headers.map(([k, v]) => `${k}: ${v}`)];
  if (r.body.kind === 'json') return `${head.join('\n')}\n\n${JSON.stringify(r.body.value, null, 2)}`;
  if (r.body.kind === 'multipart') {
    const boundary = '----AlquimiaBoundary';
    const parts = r.body.parts.map((p) =>
      p.file
        ? `--${boundary}\nContent-Disposition: form-data; name="${p.name}"; filename="${p.value}"\n\n(binary data)`
        : `--${boundary}\nContent-Disposition: form-data; name="${p.name}"\n\n${p.value}`,
    );
    return `${head.join('\n')}\nContent-Type: multipart/form-data; boundary=${boundary}\n\n${parts.join('\n')}\n--${boundary}--`;
  }
  return head.join('\n');
}

function python(r: SnippetRequest): string {
  const lines = ['import requests', '', `url = ${pyString(r.url)}`];
  const headers = r.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
  lines.push(`headers = {${headers.map(([k, v]) => `${pyString(k)}: ${pyString(v)}`).join(', ')}}`);
  let call = `response = requests.request(${pyString(r.method)}, url, headers=headers`;
  if (r.body.kind === 'json') {
    lines.push(`payload = ${literal(r.body.value, '', py)}`);
    call += ', json=payload';
  }
  if (r.body.kind === 'multipart') {
    const files = r.body.parts.filter((p) => p.file);
    const data = r.body.parts.filter((p) => !p.file);
    lines.push(
      `files = [${files.map((p) => `(${pyString(p.name)}, open(${pyString(p.value)}, "rb"))`).join(', ')}]`,
      `data = [${data.map((p) => `(${pyString(p.name)}, ${pyString(p.value)})`).join(', ')}]`,
    );
    call += ', files=files, data=data';
  }
  lines.push('', `${call})`, 'response.raise_for_status()');
  if (r.output) lines.push(`with open(${pyString(r.output)}, "wb") as f:`, '    f.write(response.content)');
  else lines.push('print(response.json())');
  return lines.join('\n');
}

function javascript(r: SnippetRequest): string {
  const imports: string[] = [];
  const lines: string[] = [];
  const headers = r.headers.filter(([k]) => !(r.body.kind === 'multipart' && k.toLowerCase() === 'content-type'));
  const headerLines = headers.map(([k, v]) => `    ${jsString(k)}: ${jsString(v)},`);
  const options = [`  method: ${jsString(r.method)},`, '  headers: {', ...headerLines, '  },'];
  if (r.body.kind === 'json') options.push(`  body: JSON.stringify(${literal(r.body.value, '  ', js)}),`);
  if (r.body.kind === 'multipart') {
    if (r.body.parts.some((p) => p.file)) imports.push("import { openAsBlob } from 'node:fs';");
    lines.push('const form = new FormData();');
    for (const p of r.body.parts) {
      lines.push(
        p.file
          ? `form.append(${jsString(p.name)}, await openAsBlob(${jsString(p.value)}), ${jsString(p.value.split('/').pop() ?? p.value)});`
          : `form.append(${jsString(p.name)}, ${jsString(p.value)});`,
      );
    }
    options.push('  body: form,');
  }
  if (r.output) imports.push("import { writeFile } from 'node:fs/promises';");
  lines.push(`const response = await fetch(${jsString(r.url)}, {`, ...options, '});');
  lines.push("if (!response.ok) throw new Error(response.status + ': ' + (await response.text()));");
  if (r.output) lines.push(`await writeFile(${jsString(r.output)}, Buffer.from(await response.arrayBuffer()));`);
  else lines.push('console.log(await response.json());');
  return [...(imports.length > 0 ? [...imports, ''] : []), ...lines].join('\n');
}

function phpCode(r: SnippetRequest): string {
  const lines = ['<?php', `$ch = curl_init(${phpString(r.url)});`];
  const headers = r.headers.filter(([k]) => !(r.body.kind === 'multipart' && k.toLowerCase() === 'content-type'));
  const headerValues = headers.map(([k, v]) => phpString(`${k}: ${v}`));
  const opts = [`    CURLOPT_CUSTOMREQUEST => ${phpString(r.method)},`, '    CURLOPT_RETURNTRANSFER => true,'];
  if (r.body.kind === 'json')
    opts.push(`    CURLOPT_POSTFIELDS => json_encode(${literal(r.body.value, '    ', php)}),`);
  if (r.body.kind === 'multipart') {
    const names = r.body.parts.map((p) => p.name);
    if (new Set(names).size === names.length) {
      // One part per name: PHP's array form, with CURLFile for uploads.
      const fields = r.body.parts.map(
        (p) =>
          `        ${phpString(p.name)} => ${p.file ? `new CURLFile(${phpString(p.value)})` : phpString(p.value)},`,
      );
      opts.push('    CURLOPT_POSTFIELDS => [', ...fields, '    ],');
    } else {
      // A repeated name (a list of files) cannot be expressed as a PHP array: build the multipart body by hand.
      lines.push(
        "$boundary = 'alquimia' . bin2hex(random_bytes(8));",
        '$parts = [',
        ...r.body.parts.map((p) => `    [${phpString(p.name)}, ${phpString(p.value)}, ${p.file ? 'true' : 'false'}],`),
        '];',
        "$body = '';",
        'foreach ($parts as [$name, $value, $isFile]) {',
        '    $body .= "--$boundary\\r\\nContent-Disposition: form-data; name=\\"$name\\""',
        '        . ($isFile ? "; filename=\\"" . basename($value) . "\\"\\r\\nContent-Type: application/octet-stream" : \'\')',
        '        . "\\r\\n\\r\\n" . ($isFile ? file_get_contents($value) : $value) . "\\r\\n";',
        '}',
        '$body .= "--$boundary--\\r\\n";',
      );
      headerValues.push('"Content-Type: multipart/form-data; boundary=$boundary"');
      opts.push('    CURLOPT_POSTFIELDS => $body,');
    }
  }
  opts.push(`    CURLOPT_HTTPHEADER => [${headerValues.join(', ')}],`);
  lines.push('curl_setopt_array($ch, [', ...opts, ']);');
  lines.push('$response = curl_exec($ch);', '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);', 'curl_close($ch);');
  lines.push('if ($status >= 400) {', '    exit("HTTP $status: $response\\n");', '}');
  if (r.output) lines.push(`file_put_contents(${phpString(r.output)}, $response);`);
  else lines.push('print_r(json_decode($response, true));');
  return lines.join('\n');
}

/** The request in every language. */
export function renderSnippets(request: SnippetRequest): Snippets {
  return {
    curl: curl(request),
    javascript: javascript(request),
    python: python(request),
    php: phpCode(request),
    http: http(request),
  };
}
