jest.mock('server-only', () => ({}));
import { sanitizePolicyHtml } from '@/lib/account/privacy-html';

describe('privacy-policy HTML (issue 8: "its HTML sanitised")', () => {
  it('keeps headings, paragraphs, lists and safe links', () => {
    const html = sanitizePolicyHtml('<h2>Цели</h2><p>Текст <strong>важно</strong></p><ul><li>один</li></ul><a href="https://bank.example/p">ссылка</a>');
    expect(html).toContain('<h2>Цели</h2>');
    expect(html).toContain('<strong>важно</strong>');
    expect(html).toContain('<li>один</li>');
    expect(html).toContain('href="https://bank.example/p"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('turns the policy\'s own h1 into h2 (the page has one h1)', () => {
    expect(sanitizePolicyHtml('<h1>Политика</h1>')).toBe('<h2>Политика</h2>');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<script'],
    ['<img src=x onerror="alert(1)">', 'onerror'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<p style="background:url(javascript:alert(1))">x</p>', 'style'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['<svg><script>alert(1)</script></svg>', 'alert'],
    ['<a href="//evil.example/x">x</a>', '//evil.example'],
    ['<form action="https://evil.example"><input name=p></form>', '<form'],
  ])('drops what can run code or leak: %s', (input, forbidden) => {
    expect(sanitizePolicyHtml(input)).not.toContain(forbidden);
  });
});
