import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsContent } from '@/components/content/cms-content';

const html = (source: string) => render(<CmsContent html={source} />).container.firstElementChild?.innerHTML;

describe('CmsContent', () => {
  it('keeps the allowed formatting as elements', () => {
    expect(html('<p><strong>1.</strong> Текст<br>дальше</p><ul><li>пункт</li></ul>')).toBe('<p><strong>1.</strong> Текст<br>дальше</p><ul><li>пункт</li></ul>');
  });

  it('drops scripts, styles, iframes and every attribute but checked URLs', () => {
    const out = html('<p onclick="alert(1)" style="color:red">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">');
    expect(out).toBe('<p>a</p><img alt="" loading="lazy" src="x">');
  });

  it('turns unsafe links into plain text and secures new-tab links', () => {
    expect(html('<a href="javascript:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a>')).toBe('xy');
    expect(html('<a href="https://example.org" target="_blank">z</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">z</a>');
    expect(html('<a href="tel:+78005553535">t</a>')).toBe('<a href="tel:+78005553535">t</a>');
    expect(html('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
  });

  it('shows markup-looking text as text', () => {
    expect(html('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('unwraps unknown elements, keeping their text', () => {
    expect(html('<section><font color="red">текст</font></section>')).toBe('текст');
  });
});
