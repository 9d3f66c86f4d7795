import { z } from 'zod';
import { ProjectSchema } from './projects.ts';

/**
 * Judging (docs/product/judging.md): hosts set weighted criteria, invite judges, judges score each
 * project 1–5 per criterion, hosts read normalised results and publish awards. Every path is under `/api`.
 */

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const MAX_CRITERIA = 10;

const unique = (names: string[]) => new Set(names.map((name) => name.toLowerCase())).size === names.length;

export const JudgingCriterionSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name for each criterion.')
    .max(60, 'A criterion name can be at most 60 characters.'),
  weight: z
    .number({ error: 'A criterion weight must be a number.' })
    .positive('A criterion weight must be a positive number.')
    .max(100, 'A criterion weight can be at most 100.'),
  description: z.string().trim().max(500, 'A criterion description can be at most 500 characters.').optional().default(''),
});
export type JudgingCriterion = z.output<typeof JudgingCriterionSchema>;

/** `PUT /event/{slug}/judging` (hosts and site admins). */
export const JudgingSetupBodySchema = z.object({
  criteria: z
    .array(JudgingCriterionSchema)
    .min(1, 'Add at least one criterion.')
    .max(MAX_CRITERIA, `Judging can have at most ${MAX_CRITERIA} criteria.`)
    .refine((list) => unique(list.map((criterion) => criterion.name)), 'Each criterion needs a name of its own.'),
  tracks: z
    .array(z.string().trim().min(1, 'Please enter a name for each track.').max(60, 'A track name can be at most 60 characters.'))
    .max(20, 'Judging can have at most 20 tracks.')
    .refine(unique, 'Each track needs a name of its own.')
    .optional()
    .default([]),
  open: z.boolean({ error: 'open must be true or false.' }),
});
export type JudgingSetupBody = z.input<typeof JudgingSetupBodySchema>;

export const JudgeSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  track: z.string().nullable(),
  /** How many projects this judge has scored. */
  scored: z.number().int(),
});
export type Judge = z.infer<typeof JudgeSchema>;

/**
 * `GET /event/{slug}/judging`: the set-up, for hosts, site admins and the event's judges. `judges` is
 * sent to hosts and site admins only (empty for a judge). `configured` is false until a host saves it.
 */
export const JudgingSetupSchema = z.object({
  configured: z.boolean(),
  criteria: z.array(z.object({ name: z.string(), weight: z.number(), description: z.string() })),
  tracks: z.array(z.string()),
  open: z.boolean(),
  published_at: z.string().nullable(),
  can_manage: z.boolean(),
  is_judge: z.boolean(),
  judges: z.array(JudgeSchema),
});
export type JudgingSetup = z.infer<typeof JudgingSetupSchema>;

/** `GET /projects/tracks?event_id=…`: an event's judging tracks, for anyone who may see the event (a project's team picks one). */
export const TracksSchema = z.object({ tracks: z.array(z.string()) });
export type Tracks = z.infer<typeof TracksSchema>;

/** `PATCH /event/{slug}/judging/judges/{userId}` (hosts): the judge's track, or null for every project. */
export const JudgeTrackBodySchema = z.object({
  track: z.string().trim().min(1).max(60).nullable(),
});
export type JudgeTrackBody = z.input<typeof JudgeTrackBodySchema>;

const scoreValue = z
  .number({ error: `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.` })
  .int(`Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`)
  .min(SCORE_MIN, `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`)
  .max(SCORE_MAX, `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`);

/** `PUT /event/{slug}/judging/scores/{projectId}` (the event's judges, while judging is open). */
export const ScoreBodySchema = z.object({
  scores: z.record(z.string().max(60), scoreValue, { error: 'scores must map each criterion to a score.' }),
  note: z.string().trim().max(2000, 'A note can be at most 2000 characters.').optional().default(''),
});
export type ScoreBody = z.input<typeof ScoreBodySchema>;

/** A judge's own scores of one project (never another judge's). */
export const OwnScoreSchema = z.object({
  scores: z.record(z.string(), z.number()),
  note: z.string(),
  updated_at: z.string(),
});
export type OwnScore = z.infer<typeof OwnScoreSchema>;

/** `GET /event/{slug}/judging/assignments`: the projects the calling judge scores, each with the judge's own score. */
export const AssignmentsSchema = z.object({
  open: z.boolean(),
  track: z.string().nullable(),
  criteria: JudgingSetupSchema.shape.criteria,
  assignments: z.array(z.object({ project: ProjectSchema, track: z.string().nullable(), mine: OwnScoreSchema.nullable() })),
});
export type Assignments = z.infer<typeof AssignmentsSchema>;

/**
 * One project's result. `raw_mean` and `score` are null (and `rank` too) until a judge scored it;
 * `score` is the normalised score (docs/product/judging.md#normalisation), `rank` 1 is best.
 */
export const JudgingResultSchema = z.object({
  project_id: z.string(),
  name: z.string(),
  track: z.string().nullable(),
  judge_count: z.number().int(),
  raw_mean: z.number().nullable(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  tie: z.boolean(),
});
export type JudgingResult = z.infer<typeof JudgingResultSchema>;

/** `GET /event/{slug}/judging/results`: best first. Hosts and site admins; judges once published. */
export const JudgingResultsSchema = z.object({
  published_at: z.string().nullable(),
  results: z.array(JudgingResultSchema),
});
export type JudgingResults = z.infer<typeof JudgingResultsSchema>;

/** `GET /event/{slug}/judging/scores` (hosts and site admins): every score with its judge and note, for the CSV export. */
export const AllScoresSchema = z.object({
  criteria: z.array(z.string()),
  scores: z.array(
    z.object({
      project_id: z.string(),
      project_name: z.string(),
      judge_id: z.string(),
      judge_name: z.string(),
      scores: z.record(z.string(), z.number()),
      note: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type AllScores = z.infer<typeof AllScoresSchema>;

/** `POST /event/{slug}/judging/publish` (hosts and site admins). */
export const PublishBodySchema = z.object({
  awards: z
    .array(
      z.object({
        project_id: z.string().uuid('Project not found.'),
        award_name: z
          .string()
          .trim()
          .min(1, 'Please enter an award name.')
          .max(80, 'An award name can be at most 80 characters.'),
        award_weight: z
          .number()
          .int('The award weight must be a whole number.')
          .min(1, 'The award weight must be from 1 to 99.')
          .max(99, 'The award weight must be from 1 to 99.'),
      }),
    )
    .max(50, 'At most 50 awards can be published at once.'),
});
export type PublishBody = z.input<typeof PublishBodySchema>;

export const JUDGING_MESSAGES = {
  notSetUp: 'Judging is not set up for this event.',
  notJudge: "Only this event's judges can score projects.",
  closed: 'Judging is closed.',
  otherTrack: 'This project is not in your track.',
  ownProject: 'You cannot judge a project you are on the team of.',
  notPublished: 'The results are not published yet.',
  notJudgeOfEvent: 'This person is not a judge of this event.',
  unknownTrack: 'This track is not one of the event’s tracks.',
} as const;
