import { describe, expect, it } from 'vitest';
import { findUnsafeMarkdown } from './markdown-safety';
import { ContentSlugSchema, slugify } from './content.schema';

describe('findUnsafeMarkdown', () => {
  it('accepts ordinary Markdown, links, images and harmless HTML', () => {
    for (const ok of [
      '# Pricing your car\n\nUse **comparables** and [our guide](/blog/how-to-price).',
      '![Dashboard](https://cdn.example.com/a.jpg "Clean")',
      'Mileage <b>matters</b> <br> and <em>so does</em> the title.',
      'Data: the *Kelley Blue Book* ranges. A note: online tools help.',
      '![inline](data:image/png;base64,iVBORw0KGgo=)',
      'Email us at <support@revy.app> or visit <https://revy.app>.',
    ])
      expect(findUnsafeMarkdown(ok), ok).toBeNull();
  });

  it('refuses script, frames, styles, forms and svg in any case or spacing', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      'text <SCRIPT src=//x.js></SCRIPT>',
      '< script>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name=pw></form>',
      '<svg><animate onbegin=alert(1)></svg>',
      '<object data="x.swf"></object>',
    ])
      expect(findUnsafeMarkdown(bad), bad).toMatch(/^Content may not contain/);
  });

  it('refuses event handlers and script links, also when encoded', () => {
    for (const bad of [
      '<img src=x onerror=alert(1)>',
      '<a href="#" onclick="steal()">win</a>',
      '<img/onerror=alert(1) src=x>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](java&#115;cript:alert(1))',
      '[click](java&#x73;cript&colon;alert(1))',
      '[click](java\tscript:alert(1))',
      '<javascript:alert(1)>',
      '[x]: javascript:alert(1)\n\n[go][x]',
      '[v](vbscript:msgbox(1))',
      '[d](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(1)">x</a>',
    ])
      expect(findUnsafeMarkdown(bad), bad).toMatch(/^Content may not contain/);
  });
});

describe('slugs', () => {
  it('makes readable slugs from titles', () => {
    expect(slugify('How to Price Your Used Car (2026)!')).toBe('how-to-price-your-used-car-2026');
    expect(slugify('Crème brûlée & cars')).toBe('creme-brulee-and-cars');
    expect(slugify('   ')).toBe('');
  });

  it('accepts one lowercase segment and refuses app addresses and odd shapes', () => {
    expect(ContentSlugSchema.safeParse('test-drive-safety').success).toBe(true);
    for (const bad of ['Test', 'a--b', '-a', 'a-', 'a/b', 'a b', '', 'showroom', 'admin', 'x'.repeat(81)])
      expect(ContentSlugSchema.safeParse(bad).success, bad).toBe(false);
  });
});
