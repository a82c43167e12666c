import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { landingBundle } from '../../../web/scripts/bundle-size.js';
import { chunkScripts, chunkStylesheets, landingClientModule, readManifest } from '../../../web/scripts/manifest.js';
import { extractStyles, injectPrerender, styleAttribute } from '../../../web/scripts/prerender.js';

const built = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Alquimia</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  html: '<main><h1 class="t">Olá &amp; bem-vindo</h1></main>',
  title: 'APIs $& <pagas> · Alquimia',
  lang: 'pt-BR',
  language: 'pt',
};

const english = {
  html: '<main><h1 class="t">Hello</h1></main>',
  title: 'Pay "per" use · Alquimia',
  lang: 'en-US',
  language: 'en',
};
const french = {
  html: '<main><h1 class="t">Bonjour</h1></main>',
  title: 'Payé · Alquimia',
  lang: 'fr-FR',
  language: 'fr',
};

describe('prerendering the landing into index.html', () => {
  it('puts the markup in #root, the title, and the boot script before every stylesheet and module', () => {
    const html = injectPrerender(built, [page], {
      bootScript: 'assets/boot-1.js',
      stylesheet: 'assets/prerender-2.css',
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="pt"><main><h1 class="t">Olá &amp; bem-vindo</h1></main></div>',
    );
    // Replacement patterns ($&) are taken literally, and the title is escaped.
    expect(html).toContain('<title>APIs $&amp; &lt;pagas&gt; · Alquimia</title>');
    const boot = html.indexOf('<script src="/assets/boot-1.js"></script>');
    expect(boot).toBeGreaterThan(html.indexOf('</title>'));
    expect(boot).toBeLessThan(html.indexOf('<script type="module"'));
    expect(boot).toBeLessThan(html.indexOf('<link rel="stylesheet" href="/assets/prerender-2.css">'));
    expect(html.indexOf('/assets/prerender-2.css')).toBeLessThan(html.indexOf('/assets/index-abc.css'));
    expect(html).toContain('<html lang="pt-BR">');
  });

  it('writes no stylesheet link without one, and sets the language of the page', () => {
    const html = injectPrerender(built, [{ ...page, lang: 'en-US' }], { bootScript: 'assets/boot-1.js' });
    expect(html).not.toContain('prerender-');
    expect(html).toContain('<html lang="en-US">');
  });

  it('refuses a page without exactly one empty root', () => {
    expect(() => injectPrerender(built.replace('<div id="root"></div>', ''), [page], { bootScript: 'b.js' })).toThrow(
      /exactly one/,
    );
    expect(() =>
      injectPrerender(built.replace('<div id="root"></div>', '<div id="root"></div><div id="root"></div>'), [page], {
        bootScript: 'b.js',
      }),
    ).toThrow(/exactly one/);
  });

  it('puts the first language in #root and every other one in a template with its title, then the boot script again', () => {
    const html = injectPrerender(built, [page, english, french], { bootScript: 'assets/boot-1.js' });
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain(
      '<div id="root" data-prerendered="pt"><main><h1 class="t">Olá &amp; bem-vindo</h1></main></div>',
    );
    expect(body).toContain(
      '<template data-prerendered="en" data-title="Pay &quot;per&quot; use · Alquimia"><main><h1 class="t">Hello</h1></main></template>',
    );
    expect(body).toContain('<template data-prerendered="fr" data-title="Payé · Alquimia">');
    // The templates follow the default language's markup, and the boot script runs once they are all parsed.
    const boot = '<script src="/assets/boot-1.js"></script>';
    expect(body.indexOf('data-prerendered="fr"')).toBeGreaterThan(body.indexOf('id="root"'));
    expect(body.lastIndexOf(boot)).toBeGreaterThan(body.indexOf('</template>', body.indexOf('data-prerendered="fr"')));
    expect(html.split(boot)).toHaveLength(3);
    // The document itself is in the first language.
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>APIs $&amp; &lt;pagas&gt; · Alquimia</title>');
  });

  it("links the landing module's stylesheets after the page's own, once each", () => {
    const html = injectPrerender(built, [page], {
      bootScript: 'assets/boot-1.js',
      landingStylesheets: ['assets/index-abc.css', 'assets/button-1.css', 'assets/client-2.css'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.split('index-abc.css')).toHaveLength(2);
    expect(head.indexOf('href="/assets/button-1.css"')).toBeGreaterThan(head.indexOf('index-abc.css'));
    expect(head.indexOf('href="/assets/client-2.css"')).toBeGreaterThan(head.indexOf('button-1.css'));
  });

  it("names the landing module's scripts for the idle prefetch, without the page's own entry", () => {
    const html = injectPrerender(built, [page], {
      bootScript: 'assets/boot-1.js',
      landingScripts: ['assets/client-2.js', 'assets/index-abc.js', 'assets/i18n-3.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="alquimia:app-scripts" content="/assets/client-2.js /assets/i18n-3.js">');
    expect(injectPrerender(built, [page], { bootScript: 'assets/boot-1.js' })).not.toContain('alquimia:app-scripts');
  });

  it('moves style attributes into rules the CSP allows, one per distinct style, leaving text alone', () => {
    const { html, css } = extractStyles(
      '<span style="font-size:21px;" class="a">x</span><p>style=&quot;no&quot;</p><span style="font-size:21px;"></span><b style="font-family:&quot;A B&quot;"></b>',
    );
    expect(html).toBe(
      `<span ${styleAttribute}="0" class="a">x</span><p>style=&quot;no&quot;</p><span ${styleAttribute}="0"></span><b ${styleAttribute}="1"></b>`,
    );
    expect(css).toBe(`[${styleAttribute}="0"]{font-size:21px;}\n[${styleAttribute}="1"]{font-family:"A B"}`);
    expect(extractStyles('<p>plain</p>')).toEqual({ html: '<p>plain</p>', css: '' });
  });
});

describe('the landing client module in the build manifest', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build as Vite writes it: the tiny entry imports the client module dynamically, which imports the rest. */
  const writeBuild = () => {
    dir = mkdtempSync(join(tmpdir(), 'landing-manifest-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    for (const name of ['entry', 'client', 'framework', 'login', 'dashboard', 'en'])
      writeFileSync(join(dir, 'assets', `${name}.js`), name.repeat(400));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/entry.js',
          isEntry: true,
          dynamicImports: [landingClientModule],
          css: ['assets/entry.css'],
        },
        [landingClientModule]: {
          file: 'assets/client.js',
          imports: ['_framework.js', 'index.html'],
          dynamicImports: ['src/login.tsx', 'src/dashboard.tsx', 'src/en.ts'],
          css: ['assets/client.css'],
        },
        '_framework.js': { file: 'assets/framework.js', css: ['assets/button.css'] },
        'src/login.tsx': { file: 'assets/login.js', imports: ['_framework.js'], css: ['assets/login.css'] },
        'src/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_framework.js'] },
        'src/en.ts': { file: 'assets/en.js' },
      }),
    );
  };

  it('counts the entry, the client module and their static imports, not the routes or languages loaded later', () => {
    writeBuild();
    expect(
      landingBundle(dir)
        .files.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/client.js', 'assets/entry.js', 'assets/framework.js']);
  });

  it("lists the client module's stylesheets, its imports' first, without the lazy routes'", () => {
    writeBuild();
    expect(chunkStylesheets(readManifest(dir), landingClientModule)).toEqual([
      'assets/button.css',
      'assets/entry.css',
      'assets/client.css',
    ]);
  });

  it("lists the client module's scripts, itself first, without the lazy routes'", () => {
    writeBuild();
    expect(chunkScripts(readManifest(dir), landingClientModule).sort()).toEqual([
      'assets/client.js',
      'assets/entry.js',
      'assets/framework.js',
    ]);
  });
});
