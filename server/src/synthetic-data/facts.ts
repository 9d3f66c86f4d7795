/**
 * The ground truth behind a generated (or hand-written) profile: what the text was written from.
 * The relevance benchmark (bench/relevance) judges results by these facts, never by the text.
 */
export type JobFacts = {
  family: string;
  /** 0 junior, 1 mid, 2 senior, 3 staff or lead, 4 principal, 5 head, director, VP or founder. */
  level: number;
  topics: string[];
  skills: string[];
  company: string;
  startup: boolean;
  aiCompany: boolean;
  founder: boolean;
  foundingEngineer: boolean;
  current: boolean;
};
export type EducationFacts = { school: string; level: string; field: string };
export type TalentFacts = {
  jobs: JobFacts[];
  education: EducationFacts[];
  /** False when the profile claims more than its experience shows (a keyword headline, no jobs). */
  evidence: boolean;
};
export type CompanyFacts = {
  activity: string;
  ai: boolean;
  stage: 'startup' | 'growth' | 'enterprise';
  city: string;
  customers: string;
};
