/**
 * The order wizard's step lives in the address (`?step=`), so browser Back/Forward move between
 * steps and a reload stays on the step (spec 2 §2, §4: 1 category, 2 cafe, 3 details, 4 submitted).
 */
export type WizardStep = 1 | 2 | 3 | 4;

export const STEP_PARAM = 'step';

/** A step written in the address, or null for anything else ("3.0", "۳", "", garbage). */
export function parseStep(raw: string | null): WizardStep | null {
  return raw === '1' || raw === '2' || raw === '3' || raw === '4' ? (Number(raw) as WizardStep) : null;
}

/** What the wizard already knows: a valid category, a cafe (or a service naming one), a created order. */
export interface WizardChoices {
  category: boolean;
  cafe: boolean;
  order: boolean;
}

/** The first step still to do: the details with a cafe, its cafes with a category alone, else the categories. */
export function firstIncompleteStep(have: WizardChoices): WizardStep {
  return have.cafe ? 3 : have.category ? 2 : 1;
}

/**
 * The step to show for the address's `step`: the asked one when what it needs is chosen, else the
 * first step still to do (a hand-typed `step=3` without a cafe, a garbage value, no value at all).
 */
export function wizardStep(raw: string | null, have: WizardChoices): WizardStep {
  const asked = parseStep(raw);
  const reachable = asked === 1 || (asked === 2 && have.category) || (asked === 3 && have.cafe) || (asked === 4 && have.order);
  return asked && reachable ? asked : firstIncompleteStep(have);
}

/** The wizard's address with `changes` applied to `search` (null removes a parameter). */
export function wizardHref(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `/order/create?${query}` : '/order/create';
}
