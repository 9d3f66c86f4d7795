import { describe, expect, it } from 'vitest';
import { talentEmbeddingText } from './indexing.ts';

describe('talentEmbeddingText', () => {
  it('reads roles, schools and projects, without the name, a repeated headline or repository owners', () => {
    const text = talentEmbeddingText({
      headline: 'AI Engineer @ OpenAI',
      experiences: [
        { title: 'AI Engineer', company: 'OpenAI' },
        { title: 'Data Scientist', company: 'Stripe' },
      ],
      education: [{ degree_name: 'MS Statistics', school: 'MIT' }],
      github_projects: [{ name: 'lena-ali/lora-trainer', description: 'Experiments with LoRA.' }],
    });
    expect(text).toBe('AI Engineer at OpenAI; Data Scientist at Stripe. MS Statistics MIT. lora-trainer Experiments with LoRA.');
  });

  it('keeps a headline that says something else, and stays short', () => {
    const text = talentEmbeddingText({
      headline: 'Building agents for hospitals',
      experiences: Array.from({ length: 3 }, () => ({ title: 'Founder', company: 'A very long company name '.repeat(5) })),
      education: [],
      github_projects: [],
    });
    expect(text.startsWith('Building agents for hospitals. Founder at')).toBe(true);
    expect(text.length).toBe(200);
  });
});
