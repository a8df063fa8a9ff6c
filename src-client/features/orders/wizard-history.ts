import { useLocation, useSearch } from 'wouter';
import { STEP_PARAM, wizardHref, type WizardStep } from './wizard-steps';

/** Marks a history entry the wizard pushed, with the step it was pushed from. */
const FROM = 'orderWizardFrom';

function pushedFrom(): WizardStep | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && FROM in state ? (state[FROM] as WizardStep) : null;
}

/**
 * Moves between the wizard's steps through the address. Going forward pushes an entry, so the
 * browser's Back returns to the step before; the page's own «مرحله قبل» uses that entry when it
 * is the step it goes to, and otherwise (a link that opened the wizard at the details) replaces
 * the address. `known` is what the page has worked out (a service's cafe and category), written
 * into the address so that a reload does not have to.
 */
export function useWizardHistory(step: WizardStep, known: { category: string | null; cafe: string | null }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const href = (changes: Record<string, string | null>, to: WizardStep) => wizardHref(search, { ...known, ...changes, [STEP_PARAM]: String(to) });
  // A replaced entry keeps its mark, so the page's Back still knows what lies behind it.
  const replace = (to: string) => navigate(to, { replace: true, state: window.history.state as unknown });

  return {
    /** The current entry keeps the choice (Back shows it chosen); the next step is a new entry. */
    forward(choice: Record<string, string>, next: WizardStep) {
      replace(href(choice, step));
      navigate(href(choice, next), { state: { [FROM]: step } });
    },
    back(to: WizardStep) {
      if (pushedFrom() === to) window.history.back();
      else replace(href({}, to));
    },
    /** The submitted order replaces the details: Back does not offer the sent form again. */
    finish(orderId: string) {
      replace(href({ order: orderId }, 4));
    },
  };
}
