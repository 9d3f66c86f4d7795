import { describe, expect, it } from 'vitest';
import { talentEmbeddingText } from './embed-pending.ts';

describe('talentEmbeddingText', () => {
  it('reads what they did (titles, work, degrees), without employers, schools, projects or a repeated headline', () => {
    const text = talentEmbeddingText({
      headline: 'AI Engineer @ OpenAI',
      experiences: [
        { title: 'AI Engineer', company: 'OpenAI' },
        { title: 'Data Scientist', company: 'Stripe' },
      ],
      education: [{ degree_name: 'MS Statistics', school: 'MIT' }],
      github_projects: [{ name: 'lena-ali/lora-trainer', description: 'Experiments with LoRA.' }],
    });
    expect(text).toBe('AI Engineer. Data Scientist. MS Statistics');
  });

  it('keeps a headline that says something else, and stays short', () => {
    const text = talentEmbeddingText({
      headline: 'Building agents for hospitals',
      experiences: Array.from({ length: 3 }, (_, job) => ({
        title: 'Founder',
        company: 'A very long company name '.repeat(5),
        description: `Agents for hospital intake, version ${job}. `.repeat(3),
      })),
      education: [],
      github_projects: [],
    });
    expect(text.startsWith('Building agents for hospitals. Founder: Agents for hospital intake')).toBe(true);
    expect(text).not.toContain('company name');
    expect(text.length).toBe(200);
  });
});
