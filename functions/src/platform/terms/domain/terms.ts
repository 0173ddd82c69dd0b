import type { TermsOfUse } from '@portal/contracts/platform';

/**
 * The terms of use the platform starts with, in force until an admin publishes its own (System
 * Settings). Written for what the platform does: it lists, matches and records trades between
 * registered companies and reviews their documents; it is not a party to their contracts.
 * A line starting with '# ' is a heading; a blank line separates paragraphs.
 */
export const initialTermsText = `# 1. Who may use the platform
The platform is for companies trading energy products, precious metals and agricultural goods. You use it on behalf of the company you name at sign-up and confirm that you may bind it. Trading requires a registration (buyer, seller or mandate) that the platform has approved.

# 2. Your account
Keep your password and two-factor device to yourself. Everything done with your account is done by you. Tell the platform at once through Contact Us if you suspect misuse.

# 3. Listings, requests and inquiries
What you list or request must be real, available to you and described truthfully, with the documents you upload. An inquiry you send and an inquiry you accept are commitments to carry the deal through its stages in good faith.

# 4. Deals and documents
A deal follows the platform's stages. Each document you upload must be genuine and complete; the platform reviews documents before the counterparty sees them and may refuse them. The platform is not a party to the contracts between buyer and seller, gives no warranty on goods, payments or counterparties, and does not hold funds.

# 5. Anonymity and conduct
Counterparties are shown by label until the stage at which the platform reveals their company. Do not try to identify or contact a counterparty outside the platform before then, and do not circumvent the platform to avoid its fee.

# 6. Fees
The platform fee in force when a deal opens is charged to the buyer on the deal's value and invoiced through the platform.

# 7. Data
The platform keeps your registration, documents and the history of your deals to run the service and to meet its legal obligations. Closed deals are kept as a dossier for both parties.

# 8. Suspension
The platform may deactivate an account that breaches these terms or whose registration proves untrue. Open deals are then reviewed by the platform's administrators.

# 9. Changes
The platform may publish new versions of these terms. The version in force is always shown here, with its date.`;

/** The terms in force: the stored publication, or the initial text as version 1. */
export function termsInForce(stored: TermsOfUse | undefined): TermsOfUse {
  return stored ?? { version: 1, text: initialTermsText };
}

/**
 * The version a sign-up accepted, as its browser reported it: a whole number from 1 to the version in
 * force, else none (a tampered or stale value is not recorded as an acceptance).
 */
export function acceptedTermsVersion(reported: string | undefined, inForce: number): number | undefined {
  if (!reported || !/^\d{1,7}$/.test(reported)) return undefined;
  const version = Number(reported);
  return version >= 1 && version <= inForce ? version : undefined;
}
