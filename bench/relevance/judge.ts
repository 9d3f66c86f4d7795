import type { CompanyFacts, JobFacts, TalentFacts } from '../../server/src/synthetic-data/facts.ts';

/**
 * Graded judgments as rules over the facts a profile was written from (never over its text): a
 * result's grade is the highest grade of the rules it satisfies, 0 when none.
 * 3 is what the recruiter asked for, 2 a good match missing one qualifier, 1 related.
 */
export type JobRule = {
  family?: string[];
  topic?: string[];
  skill?: string[];
  minLevel?: number;
  level?: number[];
  founder?: boolean;
  foundingEngineer?: boolean;
  startup?: boolean;
  aiCompany?: boolean;
  company?: string[];
  current?: boolean;
};
export type EducationRule = { school?: string[]; level?: string[]; field?: string[] };
export type TalentRule = { grade: number; job?: JobRule; jobs?: JobRule[]; education?: EducationRule };
export type CompanyRule = { grade: number; activity?: string[]; stage?: string[]; customers?: string[]; ai?: boolean };
export type JudgedPrompt =
  | { id: string; kind: 'talents'; prompt: string; known: string; grades: TalentRule[] }
  | { id: string; kind: 'companies'; prompt: string; known: string; grades: CompanyRule[] };

const either = (wanted: string[] | undefined, value: string) => !wanted || wanted.includes(value);
const anyOf = (wanted: string[] | undefined, values: string[]) =>
  !wanted || values.some((value) => wanted.some((want) => want.toLowerCase() === value.toLowerCase()));
const flag = (wanted: boolean | undefined, value: boolean) => wanted === undefined || wanted === value;

function jobMatches(rule: JobRule, job: JobFacts): boolean {
  return (
    either(rule.family, job.family) &&
    anyOf(rule.topic, job.topics) &&
    anyOf(rule.skill, job.skills) &&
    (rule.minLevel === undefined || job.level >= rule.minLevel) &&
    (rule.level === undefined || rule.level.includes(job.level)) &&
    flag(rule.founder, job.founder) &&
    flag(rule.foundingEngineer, job.foundingEngineer) &&
    flag(rule.startup, job.startup) &&
    flag(rule.aiCompany, job.aiCompany) &&
    either(rule.company, job.company) &&
    flag(rule.current, job.current)
  );
}

export function gradeTalent(rules: TalentRule[], facts: TalentFacts): number {
  let grade = 0;
  for (const rule of rules) {
    const jobRules = [...(rule.job ? [rule.job] : []), ...(rule.jobs ?? [])];
    const jobsOk = jobRules.every((jobRule) => facts.jobs.some((job) => jobMatches(jobRule, job)));
    const education = rule.education;
    const educationOk =
      !education ||
      facts.education.some(
        (degree) =>
          either(education.school, degree.school) &&
          either(education.level, degree.level) &&
          either(education.field, degree.field),
      );
    if (jobsOk && educationOk) grade = Math.max(grade, rule.grade);
  }
  return grade;
}

export function gradeCompany(rules: CompanyRule[], facts: CompanyFacts): number {
  let grade = 0;
  for (const rule of rules) {
    const ok =
      either(rule.activity, facts.activity) &&
      either(rule.stage, facts.stage) &&
      either(rule.customers, facts.customers) &&
      (rule.ai === undefined || rule.ai === facts.ai);
    if (ok) grade = Math.max(grade, rule.grade);
  }
  return grade;
}

/** Hand-written facts name only what differs from an ordinary job; the rest is filled in here. */
export function completeTalentFacts(facts: {
  jobs: Partial<JobFacts>[];
  education: TalentFacts['education'];
  evidence?: boolean;
}): TalentFacts {
  return {
    jobs: facts.jobs.map((job, index) => ({
      family: '',
      level: 1,
      topics: [],
      skills: [],
      company: '',
      startup: false,
      aiCompany: false,
      founder: false,
      foundingEngineer: false,
      current: index === 0,
      ...job,
    })),
    education: facts.education,
    evidence: facts.evidence ?? true,
  };
}
