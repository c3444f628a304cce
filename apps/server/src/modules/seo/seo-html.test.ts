import { describe, expect, it } from 'vitest';
import { heroPicture } from './first-paint';
import { fillRoot, jsonForScript, renderPage, summarize } from './seo-html';
import { metaBodyStyle, metaDrivetrain, metaFuel, metaTransmission } from './vehicle-feed';

describe('seo-html', () => {
  it('replaces only the loading screen inside #root, in the dev and the built template shapes', () => {
    const built = '<body><div id="root"><div><p>Loading</p></div>\n</div>\n</body>';
    expect(fillRoot(built, '<b>page</b>')).toBe('<body><div id="root"><b>page</b></div>\n</body>');
    const dev = '<div id="root"><div><p>Loading</p></div></div><script type="module" src="/m.js"></script>';
    expect(fillRoot(dev, 'X')).toBe('<div id="root">X</div><script type="module" src="/m.js"></script>');
  });

  it('draws the hero picture with the gallery sources, sizes and high priority, escaping the alt', () => {
    const html = heroPicture({ cover800x560: '/f/a-800.webp', 'cover800x560.jpg': '/f/a-800.jpg' }, '"Car" <x>');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('alt="&quot;Car&quot; &lt;x&gt;"');
    expect(html).toContain('style="aspect-ratio:3 / 2"');
    expect(heroPicture(undefined, 'x')).not.toContain('<img');
  });

  it('writes JSON that reads back unchanged and can never close a script or open a comment', () => {
    const value = { name: '</script><!-- & \u2028' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(value);
  });

  it('summarises Markdown into one line cut at a word', () => {
    expect(summarize('# Title\n\n**Bold** [link](http://x) ![img](y.png) text')).toBe('Title Bold link text');
    const long = summarize('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
    expect(summarize(null)).toBe('');
  });

  it('replaces the template title and description instead of adding second ones', () => {
    const html = renderPage(
      '<html><head><title>Old</title><meta name="description" content="Old" /></head><body></body></html>',
      {
        status: 200,
        title: 'New & "quoted"',
        description: 'Desc',
        noscript: '<h1>Car</h1>',
      },
    );
    expect(html).toContain('<title>New &amp; &quot;quoted&quot;</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<body><noscript><h1>Car</h1></noscript>');
    // A `$&` in a value is text, not a replacement pattern.
    expect(renderPage('<head><title>x</title></head>', { status: 200, title: '$& $1', description: '' })).toContain(
      '<title>$&amp; $1</title>',
    );
  });
});

describe("Meta's vehicle enumerations", () => {
  it('maps free text and falls back to OTHER', () => {
    expect(metaBodyStyle('4dr Sedan')).toBe('SEDAN');
    expect(metaBodyStyle('Sport Utility')).toBe('SUV');
    expect(metaBodyStyle('Crew Cab Pickup')).toBe('PICKUP');
    expect(metaBodyStyle('Minivan')).toBe('MINIVAN');
    expect(metaBodyStyle(null)).toBe('OTHER');
    expect(metaTransmission('6-speed manual')).toBe('MANUAL');
    expect(metaTransmission('CVT')).toBe('AUTOMATIC');
    expect(metaFuel('Plug-in Hybrid')).toBe('PLUGIN_HYBRID');
    expect(metaFuel('Electric')).toBe('ELECTRIC');
    expect(metaFuel('Gasoline')).toBe('GASOLINE');
    expect(metaDrivetrain('All-wheel drive')).toBe('AWD');
    expect(metaDrivetrain('4WD')).toBe('4X4');
    expect(metaDrivetrain('weird')).toBe('OTHER');
  });
});
