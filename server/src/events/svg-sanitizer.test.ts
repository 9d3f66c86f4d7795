import { describe, expect, it } from 'vitest';
import { InvalidSvgError, sanitizeSvg } from './svg-sanitizer.ts';
import { checkPoster } from './poster.ts';

describe('sanitizeSvg', () => {
  it('keeps drawing elements and presentation attributes', () => {
    const out = sanitizeSvg(
      '<svg viewBox="0 0 4 4"><g fill="#fff"><rect width="4" height="4" rx="1"/><text x="1" y="2">Hi &amp; bye</text></g></svg>',
    );
    expect(out).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><g fill="#fff"><rect width="4" height="4" rx="1"/>',
    );
    expect(out).toContain('<text x="1" y="2">Hi &amp; bye</text>');
  });

  it('drops scripts, event handlers, foreignObject, style, links and external references', () => {
    const out = sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="x()">
        <script type="text/javascript"><![CDATA[ alert(1) ]]></script>
        <style>@import url(https://evil.test/a.css);</style>
        <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>y()</script></body></foreignObject>
        <a href="javascript:z()"><circle r="1"/></a>
        <image href="https://evil.test/track.png"/>
        <animate attributeName="href" to="javascript:q()"/>
        <rect style="fill: url('https://evil.test/x')" onmouseover="w()" fill="red"/>
        <use href="data:image/svg+xml;base64,AAAA"/>
        <use xlink:href="#ok"/>
      </svg>`,
    );
    expect(out).not.toMatch(/script|alert|onload|onmouseover|foreignObject|evil|javascript|data:|<a\b|<image|<animate|<style/i);
    expect(out).toContain('<rect fill="red"/>');
    expect(out).toContain('<use xlink:href="#ok"/>');
    expect(out).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
  });

  it('escapes attribute values when writing them back', () => {
    expect(sanitizeSvg(`<svg><rect id='a"&gt;&lt;script&gt;'/></svg>`)).toContain('<rect id="a&quot;&gt;&lt;script&gt;"/>');
  });

  it('refuses documents that are not SVG, or that declare a DOCTYPE', () => {
    for (const input of [
      '<html><body>hi</body></html>',
      '<!DOCTYPE svg><svg></svg>',
      'plain text',
      '<svg><g></svg>',
      '<svg></svg><script>x()</script>',
      '',
    ]) {
      expect(() => sanitizeSvg(input), input).toThrow(InvalidSvgError);
    }
  });
});

describe('checkPoster', () => {
  it('recognises types by magic bytes, never by claims', () => {
    expect(checkPoster(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.type).toBe('image/png');
    expect(checkPoster(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.type).toBe('image/jpeg');
    expect(checkPoster(Buffer.from('GIF87a....'))?.type).toBe('image/gif');
    expect(checkPoster(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))?.type).toBe('image/svg+xml');
    expect(checkPoster(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(checkPoster(Buffer.from([0x00, 0xff, 0xfe, 0x80]))).toBeNull();
  });
});
