import type { Plan } from './plan.ts';

/**
 * The plans of this process's recent search sessions: load more reads its page against the very
 * plan the search ranked with, without reading the prompt again (two queries). Another instance,
 * or a session older than the last LIMIT, plans the prompt again (service.ts).
 */
export const LIMIT = 1000;
const plans = new Map<string, Plan>();

export function rememberPlan(sessionId: string, plan: Plan) {
  plans.set(sessionId, plan);
  if (plans.size > LIMIT) plans.delete(plans.keys().next().value!);
}

export const recallPlan = (sessionId: string): Plan | undefined => plans.get(sessionId);
