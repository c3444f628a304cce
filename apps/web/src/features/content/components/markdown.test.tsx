import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import Markdown from './markdown';

describe('Markdown renderer', () => {
  it('renders raw HTML, event handlers and script links inert', () => {
    const md = [
      '# Title',
      '<script>window.__pwned = 1</script>',
      '<img src="x" onerror="window.__pwned = 2">',
      '[click](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="#" onclick="alert(1)">raw link</a>',
    ].join('\n\n');
    const { container } = render(<Markdown markdown={md} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(container.querySelector('h2')?.textContent).toBe('Title');
  });

  it('marks links to other hosts nofollow and lazy-loads images in a fixed box', () => {
    const { container } = render(
      <Markdown
        markdown={'[ours](/showroom) [theirs](https://example.com/x)\n\n![A blue sedan](https://example.com/a.jpg)'}
      />,
    );
    const [ours, theirs] = container.querySelectorAll('a');
    expect(ours?.getAttribute('rel')).toBeNull();
    expect(theirs?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('A blue sedan');
    expect(img?.parentElement?.className).toContain('aspect-video');
  });

  it('renders GitHub tables', () => {
    const { container } = render(<Markdown markdown={'| a | b |\n| - | - |\n| 1 | 2 |'} />);
    expect(container.querySelectorAll('td')).toHaveLength(2);
  });
});
