import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CountingServer, startServer } from '../../net/servers.js';

/**
 * A loopback web site for the extraction tests: pages in several charsets, redirects, non-HTML types, huge,
 * endless and stalled answers. Every page is generated here, so each test states exactly what it reads.
 */

const cp1252Specials: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  Š: 0x8a,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  š: 0x9a,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Windows-1252 bytes of a string (Latin-1 code points map to themselves; a few specials sit in 0x80–0x9F). */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (ch) => {
      const special = cp1252Specials[ch];
      if (special !== undefined) return special;
      const code = ch.codePointAt(0) ?? 0x3f;
      if (code > 0xff) throw new Error(`${ch} has no windows-1252 byte`);
      return code;
    }),
  );
}

/** A paragraph-rich article, long enough for Readability to recognise it. */
export function articleHtml(options: { title: string; body: string; head?: string; lang?: string }): string {
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) =>
      `<p>${options.body} Parágrafo ${i + 1} com texto suficiente para que o leitor reconheça um artigo de verdade, ` +
      'com frases completas, vírgulas, e bastante conteúdo para pontuar acima do limiar do algoritmo.</p>',
  ).join('\n');
  return `<!doctype html><html${options.lang ? ` lang="${options.lang}"` : ''}><head>${options.head ?? ''}<title>${options.title}</title></head>
<body><nav><a href="/">Início</a> <a href="/sobre">Sobre</a></nav>
<article><h1>${options.title}</h1>${paragraphs}</article>
<footer><a href="https://outro.example/x">Rodapé</a></footer></body></html>`;
}

export const richPage = `<!doctype html>
<html lang="pt-BR"><head>
<meta charset="utf-8">
<base href="/blog/">
<title>  Notícias   da Alquimia </title>
<meta name="description" content="Tudo sobre a plataforma.">
<link rel="canonical" href="/blog/noticias">
<link rel="icon" href="/static/icon.png">
<meta property="og:title" content="OG título">
<meta property="og:image" content="img/capa.jpg">
<meta property="og:type" content="article">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@alquimia">
<script>document.title = 'changed by script'; window.location = 'http://169.254.169.254/';</script>
</head><body>
<nav><a href="/">Início</a><a href="#topo">Topo</a></nav>
<article>
<h1>Notícias da Alquimia</h1>
<p>A Alquimia lança a extração de páginas. Este é o primeiro parágrafo, com conteúdo suficiente para ser lido como artigo, frases completas e pontuação, para que o algoritmo de leitura o considere o texto principal da página.</p>
<h2>Como funciona</h2>
<p>Segundo parágrafo: a página é baixada com segurança, decodificada no charset certo e lida sem executar JavaScript. O resultado traz título, descrição, links e o texto principal, como no modo de leitura do Firefox.</p>
<p>Leia <a href="post-2">o próximo post</a>, <a href="post-2#comentarios">os comentários</a>, <a href="https://www.example.org/fonte" rel="nofollow noopener">a fonte</a>, <a href="mailto:a@b.com">escreva</a> ou <a href="javascript:alert(1)">clique</a>.</p>
<h3>Detalhes</h3>
<p>Terceiro parágrafo com mais detalhes sobre limites, redirecionamentos e endereços privados, que são recusados.</p>
</article>
<aside>Publicidade que não faz parte do artigo.</aside>
</body></html>`;

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

const html =
  (body: string | Buffer, contentType = 'text/html; charset=utf-8'): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': contentType });
    res.end(body);
  };

/** A page of about `bytes` bytes of article text (the bench's 1 MB page). */
export function bigArticle(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part =
      `<h2>Seção ${i}</h2><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit ${i}. Sed do eiusmod tempor ` +
      `incididunt ut labore et dolore magna aliqua. <a href="/ref/${i % 300}">ref</a> Ut enim ad minim veniam, quis ` +
      'nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>';
    parts.push(part);
    size += part.length;
  }
  const nav = Array.from({ length: 100 }, (_, i) => `<li><a href="/secao/${i}">Seção ${i}</a></li>`).join('');
  return `<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Artigo grande</title></head><body><nav><ul>${nav}</ul></nav><article><h1>Artigo grande</h1>${parts.join('')}</article><footer>fim</footer></body></html>`;
}

export interface Site extends CountingServer {
  /** Bytes the server managed to write for the streamed huge pages before the client hung up. */
  readonly written: { big: number; endless: number };
}

const mib = 1024 * 1024;

export async function startSite(extraRoutes: Record<string, Route> = {}): Promise<Site> {
  const written = { big: 0, endless: 0 };
  const latin1Text = articleHtml({
    title: 'Ação e coração',
    head: '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">',
    body: 'Informação em Latin-1: açúcar, pão, maçã.',
  });
  const cp1252Text = articleHtml({
    title: 'Preço “especial” – 5 €',
    body: 'Windows-1252 só no cabeçalho: “aspas” e €.',
  });
  const routes: Record<string, Route> = {
    '/rich': html(richPage),
    '/latin1-meta': html(Buffer.from(latin1Text, 'latin1'), 'text/html'),
    '/cp1252-header': html(windows1252(cp1252Text), 'text/html; charset=windows-1252'),
    '/bom-utf8': html(
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(articleHtml({ title: 'BOM vence: ção', body: 'UTF-8 com BOM.' })),
      ]),
      'text/html; charset=iso-8859-1',
    ),
    '/utf16le': html(
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(articleHtml({ title: 'UTF-16: ção ✓', body: 'Texto em UTF-16.' }), 'utf16le'),
      ]),
      'text/html',
    ),
    '/untyped': (_req, res) => {
      res.end(articleHtml({ title: 'Sem tipo', body: 'Página sem Content-Type.' }));
    },
    '/pdf': html('%PDF-1.7\n%fake', 'application/pdf'),
    '/json': html('{"a":1}', 'application/json'),
    '/image': html(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png'),
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>not found</h1>');
    },
    '/big-declared': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * mib) });
      res.write('<html>');
    },
    // 50 MB without a length, streamed in 64 KiB chunks: the client must hang up at its cap.
    '/big-streamed': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const push = (): void => {
        while (written.big < 50 * mib) {
          written.big += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', push);
            return;
          }
        }
        res.end();
      };
      res.on('close', () => res.removeAllListeners('drain'));
      push();
    },
    // Never ends: a chunk every few milliseconds for as long as the client listens.
    '/endless': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'transfer-encoding': 'chunked' });
      const chunk = Buffer.alloc(256 * 1024, 0x62);
      const timer = setInterval(() => {
        written.endless += chunk.length;
        res.write(chunk);
      }, 2);
      res.on('close', () => clearInterval(timer));
    },
    // Headers, a little HTML, then silence.
    '/slow': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>slow');
    },
    ...extraRoutes,
  };
  const server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.test');
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      res.end();
      return;
    }
    const route = routes[url.pathname];
    if (route) route(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no route');
    }
  });
  return Object.assign(server, { written });
}
