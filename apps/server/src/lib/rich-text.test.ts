import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps harmless formatting, lists, tables, https links and images', () => {
    const kept = [
      '<p>Dear <strong>entrants</strong>, <em>note</em> <u>this</u></p>',
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<h2>Rules</h2><blockquote>quoted</blockquote><pre><code>x &lt; y</code></pre>',
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
      '<a href="https://example.org/rules">rules</a><a href="mailto:office@example.org">mail</a>',
      '<img src="https://cdn.example.org/a.png" alt="poster" width="300" />',
      '<img src="/prod-api/common/file/signed?key=upload/a.png&amp;sig=x" />',
      '<p style="color:#ff0000;text-align:center">red</p>',
    ];
    for (const html of kept) expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('drops event handlers, and images whose source is not https or same-origin', () => {
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="https://a.example/b.png" onerror="alert(1)">')).toBe(
      '<img src="https://a.example/b.png" />',
    );
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src="//evil.example/x.png"><img src="http://plain.example/x.png">')).toBe('');
  });

  it('neutralises javascript: and data: links in any spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('');
  });

  it('drops inline SVG and MathML with everything inside them', () => {
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>after')).toBe('after');
    expect(sanitizeRichText('<svg onload="alert(1)"><a href="https://x.example">in</a></svg>')).toBe('');
    expect(sanitizeRichText('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('');
    expect(sanitizeRichText('<svg><textarea><img src=x onerror=alert(1)></textarea></svg>')).toBe('');
  });

  it('drops frames, objects, embeds, forms and style blocks', () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe>a')).toBe('a');
    expect(sanitizeRichText('<iframe srcdoc="<script>alert(1)</script>">')).toBe('');
    expect(sanitizeRichText('<object data="x.swf"><param name="a"></object><embed src="x.swf">b')).toBe('b');
    expect(sanitizeRichText('<form action="https://evil.example"><input name="p"><button>go</button></form>')).toBe(
      'go',
    );
    expect(sanitizeRichText('<style>body{display:none}</style>c')).toBe('c');
  });

  it('keeps only plain style values: no expressions, urls or unknown properties', () => {
    expect(sanitizeRichText('<p style="width:expression(alert(1));color:red">s</p>')).toBe(
      '<p style="color:red">s</p>',
    );
    expect(sanitizeRichText('<p style="background-image:url(javascript:alert(1))">s</p>')).toBe('<p>s</p>');
    expect(sanitizeRichText('<p style="color:url(https://x)">s</p>')).toBe('<p>s</p>');
    expect(sanitizeRichText('<p style="position:fixed;top:0">s</p>')).toBe('<p>s</p>');
  });

  it('makes new-window links unable to reach back, and keeps only editor classes', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<p class="ql-align-center app-logout">c</p>')).toBe('<p class="ql-align-center">c</p>');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
