import { confirmed, requireText, text, type GroupRules } from './rule-kit';

/** 4. Verification: the parties wait while the platform verifies them and their proofs. */
export const verification: GroupRules = {
  uploads: {},
  commands: {
    'complete-verification': {
      by: 'admin',
      refusal: 'Only an admin can complete the verification.',
      awaits: { verb: 'complete the verification' },
      when: (deal) => deal.stage === 'information-exchange',
      given: confirmed('verification'),
      check: ({ note }) => void requireText(note, 'Please record a verification note.', 'note'),
      apply(step, command) {
        const note = text(command.note);
        step.deal.confirmations.verification = { ...step.stamp(), note };
        step.finish('verification-completed', 'information-exchange', null, note);
      },
    },
  },
  exit: { given: ['complete-verification'] },
};
