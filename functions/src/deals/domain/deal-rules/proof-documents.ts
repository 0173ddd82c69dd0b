import { handedIn, type GroupRules } from './rule-kit';

/** 3. Proof Documents: the seller's proof of product and the buyer's proof of funds, side by side. */
export const proofDocuments: GroupRules = {
  uploads: {},
  commands: {},
  opening: { awaiting: 'Awaiting proof documents', reached: handedIn('proof-documents', 'proof-of-funds') },
  exit: { approved: ['proof-documents', 'proof-of-funds'] },
};
