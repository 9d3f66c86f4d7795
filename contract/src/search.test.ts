import { describe, expect, it } from 'vitest';
import { companyPageUrl, normaliseCompany, shortlistFileName } from './search.ts';

describe('normaliseCompany (docs/product/search.md#company)', () => {
  it('fills every default for a company with missing fields', () => {
    expect(normaliseCompany({})).toMatchObject({
      name: 'Unknown Company',
      description: 'No description available',
      tagline: 'No tagline available',
      industry: 'Unknown Industry',
      website: '',
      linkedInURL: '',
      score: 0,
      isTracked: false,
      employees: [],
    });
  });

  it('takes the first industry of a list, the score from vector_score and values under linkedin', () => {
    const company = normaliseCompany({
      linkedin_url: 'https://www.linkedin.com/company/acme',
      linkedin: { name: 'Acme', industry: ['Robotics', 'Hardware'], website: 'acme.test', tagline: ' ' },
      vector_score: 0.42,
      is_tracked: true,
    });
    expect(company).toMatchObject({
      name: 'Acme',
      industry: 'Robotics',
      score: 0.42,
      isTracked: true,
      website: 'acme.test',
      tagline: 'No tagline available',
    });
  });
});

describe('links and file names', () => {
  it('turns a bare company id into a company-page URL and keeps URLs', () => {
    expect(companyPageUrl('acme-robotics')).toBe('https://www.linkedin.com/company/acme-robotics');
    expect(companyPageUrl('https://www.linkedin.com/company/x')).toBe('https://www.linkedin.com/company/x');
  });

  it('names the shortlist file after the group, or Untitled Group.csv', () => {
    expect(shortlistFileName('ML Hires')).toBe('ML Hires.csv');
    expect(shortlistFileName('  ')).toBe('Untitled Group.csv');
  });
});
