import { describe, expect, it } from 'vitest';
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
};

describe('prerendering the landing into index.html', () => {
  it('puts the markup in #root, the title, and the boot script before every stylesheet and module', () => {
    const html = injectPrerender(built, page, { bootScript: 'assets/boot-1.js', stylesheet: 'assets/prerender-2.css' });
    expect(html).toContain('<div id="root"><main><h1 class="t">Olá &amp; bem-vindo</h1></main></div>');
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
    const html = injectPrerender(built, { ...page, lang: 'en-US' }, { bootScript: 'assets/boot-1.js' });
    expect(html).not.toContain('prerender-');
    expect(html).toContain('<html lang="en-US">');
  });

  it('refuses a page without exactly one empty root', () => {
    expect(() => injectPrerender(built.replace('<div id="root"></div>', ''), page, { bootScript: 'b.js' })).toThrow(
      /exactly one/,
    );
    expect(() =>
      injectPrerender(built.replace('<div id="root"></div>', '<div id="root"></div><div id="root"></div>'), page, {
        bootScript: 'b.js',
      }),
    ).toThrow(/exactly one/);
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
