import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyMarkdown, usesMarkdown } from './lazy-markdown.tsx';
import { Markdown } from './markdown.tsx';

function renderMarkdown(text: string) {
  return render(<Markdown>{text}</Markdown>).container;
}

describe('a Markdown description', () => {
  it('renders paragraphs, line breaks, bold, italics and lists', () => {
    const container = renderMarkdown('**Bring** a *laptop*\nand a charger\n\n- food\n- drinks\n\n1. first\n2. second');
    expect(container.querySelector('strong')).toHaveTextContent('Bring');
    expect(container.querySelector('em')).toHaveTextContent('laptop');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('links http(s) addresses, bare ones too, in a new tab with rel="noopener nofollow ugc"', () => {
    renderMarkdown('[Venue](https://example.com/venue) and https://hearth.example/faq');
    for (const [name, href] of [
      ['Venue', 'https://example.com/venue'],
      ['https://hearth.example/faq', 'https://hearth.example/faq'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('never links javascript:, data: or relative addresses', () => {
    const container = renderMarkdown(
      '[one](javascript:alert(1)) [two](data:text/html,<script>alert(1)</script>) [three](/admin) [four](JaVaScRiPt:alert(1))',
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container).toHaveTextContent('one two three four');
  });

  it('never renders raw HTML: no script, no image, no event handler, no style', () => {
    const container = renderMarkdown(
      '<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 1">\n\n<a href="https://x.example" onclick="1">x</a> <b style="color:red">b</b>\n\n<iframe src="https://x.example"></iframe>',
    );
    expect(container.querySelector('script, img, iframe, [onerror], [onclick], [style], b')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows the text of what the subset leaves out (headings, images, tables, code)', () => {
    const container = renderMarkdown('# Agenda\n\n![poster](https://x.example/p.png)\n\n`code`\n\n| a |\n| - |\n| b |');
    expect(container.querySelector('h1, img, code, table')).toBeNull();
    expect(container).toHaveTextContent('Agenda');
    expect(container).toHaveTextContent('code');
  });

  it('keeps RTL, CJK and emoji text', () => {
    renderMarkdown('**مرحبا بكم** 東京で会いましょう 🎉');
    expect(screen.getByText('مرحبا بكم')).toBeInTheDocument();
    expect(screen.getByText(/東京で会いましょう 🎉/)).toBeInTheDocument();
  });

  it('lazily: shows the text at once, then the rendered Markdown', async () => {
    render(<LazyMarkdown>{'Hello **world**'}</LazyMarkdown>);
    expect(screen.getByText(/Hello/)).toBeInTheDocument();
    expect(await screen.findByText('world', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows text with no Markdown in it as its paragraphs at once, without loading the renderer', () => {
    const { container } = render(<LazyMarkdown>{'Doors at 6.\nFood at 7.\n\nSee you there! 🚀'}</LazyMarkdown>);
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual(['Doors at 6.\nFood at 7.', 'See you there! 🚀']);
    expect(paragraphs[0]).toHaveClass('whitespace-pre-line');
  });

  it('tells text that needs the renderer from text that reads the same without it', () => {
    for (const text of [
      '**bold**',
      '_it_',
      '[a](https://x.dev)',
      'see https://x.dev',
      'www.x.dev',
      '- one',
      '1. one',
      '> quote',
      '# Title',
      'Title\n===',
      'a &amp; b',
      '<b>x</b>',
      'a\\*b',
    ])
      expect(usesMarkdown(text), text).toBe(true);
    for (const text of [
      'Doors at 6, food at 7.',
      'Bring a laptop - and a charger.',
      'Q and A at 8.',
      '東京 ميتاب 🚀',
      '3.5 hours',
    ])
      expect(usesMarkdown(text), text).toBe(false);
  });
});
