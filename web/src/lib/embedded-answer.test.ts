import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from './auth-token.ts';
import { takeEmbeddedAnswer } from './embedded-answer.ts';

function embed(path: string, json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'hearth-answer';
  element.dataset.path = path;
  element.textContent = json;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById('hearth-answer')?.remove();
  setToken(null);
});

describe('takeEmbeddedAnswer', () => {
  it("gives a visitor the page's answer for its path, once", () => {
    embed('/event/pier-night', '{"event":{"name":"Pier \\u003c Night"}}');
    expect(takeEmbeddedAnswer('/event/other')).toBeUndefined();
    expect(takeEmbeddedAnswer('/event/pier-night')).toEqual({ event: { name: 'Pier < Night' } });
    expect(takeEmbeddedAnswer('/event/pier-night')).toBeUndefined();
  });

  it('gives a signed-in person nothing: their answer differs from the anonymous one', () => {
    setToken('a-session-token');
    embed('/events', '[]');
    expect(takeEmbeddedAnswer('/events')).toBeUndefined();
    expect(document.getElementById('hearth-answer')).toBeNull();
  });

  it('gives nothing for a broken answer, and nothing without one', () => {
    embed('/events', '[{');
    expect(takeEmbeddedAnswer('/events')).toBeUndefined();
    expect(takeEmbeddedAnswer('/events')).toBeUndefined();
  });
});
