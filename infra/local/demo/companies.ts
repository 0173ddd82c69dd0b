import type { CompanyRole } from '@portal/contracts/company-roles';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import type { Invitation } from '@portal/contracts/company';
import type { DealDetail, DealList } from '@portal/contracts/deals';
import type { MeResponse } from '@portal/contracts/me';
import { dealWalk } from '../../../functions/test/support/deal-walk';
import { dealPdf } from './deals';
import type { DemoContext, DemoSection, DemoUser, DemoUserSpec } from './seed';

/**
 * The demo companies' teams: two members each, with different roles, invited by the founder and
 * joined through the invitation as a person would; and one document waiting for its company's
 * approval: Pacific Grain's deal with Andes Precious Metals walked to the ICPO, whose ICPO the buyer's
 * Operations member uploaded and its Approver has yet to release.
 *
 * It runs after the deals, which are walked while every company has one member (nothing is held
 * without a second pair of eyes); each step looks first, so a second run adds nothing.
 */

interface DemoMember {
  company: string;
  role: CompanyRole;
  spec: DemoUserSpec;
}

const member = (
  company: string,
  role: CompanyRole,
  key: string,
  fullName: string,
  email: string,
  phone: string,
) => ({
  company,
  role,
  spec: { key, fullName, email, companyName: '', phoneNumber: phone },
});

export const demoMembers: readonly DemoMember[] = [
  member(
    'seller-1',
    'operations',
    'seller-1-ops',
    'Oliver Grant',
    'oliver.grant@demo.portal.local',
    '+33 1 5550 0111',
  ),
  member(
    'seller-1',
    'approver',
    'seller-1-approver',
    'Priya Nair',
    'priya.nair@demo.portal.local',
    '+33 1 5550 0112',
  ),
  member(
    'buyer-1',
    'trader',
    'buyer-1-trader',
    'Noah Fischer',
    'noah.fischer@demo.portal.local',
    '+31 20 555 0111',
  ),
  member(
    'buyer-1',
    'viewer',
    'buyer-1-viewer',
    'Emma Lindqvist',
    'emma.lindqvist@demo.portal.local',
    '+31 20 555 0112',
  ),
  member(
    'buyer-2',
    'operations',
    'buyer-2-ops',
    'Hana Mori',
    'hana.mori@demo.portal.local',
    '+81 3 5550 0111',
  ),
  member(
    'buyer-2',
    'approver',
    'buyer-2-approver',
    'Ravi Mehta',
    'ravi.mehta@demo.portal.local',
    '+81 3 5550 0112',
  ),
];

/** The person, joined to `admin`'s company with the role unless they already are. */
async function joined(ctx: DemoContext, admin: DemoUser, plan: DemoMember): Promise<DemoUser> {
  const person = await ctx.ensureUser({ ...plan.spec, companyName: admin.companyName });
  const me = await ctx.api<MeResponse>(person, 'GET', '/me');
  if (me?.company.id !== admin.userId) {
    const invitation = await ctx.api<Invitation>(admin, 'POST', '/account/company/invitations', {
      email: person.email,
      role: plan.role,
    });
    await ctx.api(person, 'POST', `/invitations/${invitation!.id}/accept`);
    ctx.say(`${person.fullName} joined ${admin.companyName} as ${companyRoleLabels[plan.role]}`);
  }
  return person;
}

/** Pacific Grain's deal with Andes walked to the ICPO group while both are companies of one. */
async function dealAtIcpo(
  ctx: DemoContext,
  buyer: DemoUser,
  seller: DemoUser,
): Promise<DealDetail | undefined> {
  const deals = await ctx.api<DealList>(buyer, 'GET', '/deals');
  // the one walked on an earlier run, else the first not yet started
  const own = (deals?.deals ?? []).filter((d) => d.role === 'buyer');
  const found = own.find((d) => d.stage !== 'inquiry-submitted') ?? own[0];
  if (!found) return undefined;
  let deal = (await ctx.api<DealDetail>(buyer, 'GET', `/deals/${found.id}`))!;
  if (deal.stage === 'inquiry-submitted') {
    const call = (who: DemoUser | 'admin', method: string, path: string, json?: unknown) =>
      ctx.request(who, method, path, json);
    const walk = dealWalk(call, undefined, { pdf: dealPdf(deal.id, deal.product) });
    await walk.walkTo(seller, buyer, 'admin', deal.id, 'icpo');
    deal = (await ctx.api<DealDetail>(buyer, 'GET', `/deals/${deal.id}`))!;
    ctx.say(`deal ${deal.id} (${deal.product}) walked to the ICPO`);
  }
  return deal;
}

export const companiesSection: DemoSection = {
  name: 'company members and a document awaiting company approval',
  async seed(ctx) {
    const user = (key: string) => {
      const found = ctx.users.get(key);
      if (!found) throw new Error(`the companies demo needs ${key} from the accounts section`);
      return found;
    };
    const deal = await dealAtIcpo(ctx, user('buyer-2'), user('seller-2'));
    const people = new Map<string, DemoUser>();
    for (const plan of demoMembers) {
      const admin = user(plan.company);
      const person = await joined(ctx, admin, plan);
      people.set(plan.spec.key, person);
      ctx.summary.users.push({
        email: person.email,
        password: person.password,
        roles: [],
        company: admin.companyName,
        note: `${companyRoleLabels[plan.role]} of ${admin.companyName}`,
      });
    }
    // the ICPO, uploaded by the buyer's Operations member, waits for its Approver
    if (deal && !(deal.documents ?? []).some((d) => d.document_type === 'icpo')) {
      const operations = people.get('buyer-2-ops')!;
      const call = (who: DemoUser | 'admin', method: string, path: string, json?: unknown) =>
        ctx.request(who, method, path, json);
      const walk = dealWalk(call, undefined, { pdf: dealPdf(deal.id, deal.product) });
      await walk.upload(operations, deal.id, 'icpo', dealPdf(deal.id, deal.product)('icpo'));
      ctx.say(`the ICPO of deal ${deal.id} awaits ${people.get('buyer-2-approver')!.fullName}'s release`);
    }
    ctx.summary.companies = { members: demoMembers.length, heldDocuments: deal ? 1 : 0 };
  },
};
