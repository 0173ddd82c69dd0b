import { matchPath } from 'react-router-dom';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import type { MeResponse } from '@portal/contracts/me';
import { isRegistrationType, registrationTitle, routeTable } from '../routes/route-table';

/** The title of the page at `pathname` (route table; '{Type} Registration'; the 404 page). */
export function pageTitle(pathname: string): string {
  for (const route of routeTable) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    if (route.guard.kind === 'register') {
      const type = match.params.type;
      return isRegistrationType(type) ? registrationTitle(type) : 'Page not found';
    }
    return route.title;
  }
  return 'Page not found';
}

const roleNames = { buyer: 'Buyer', seller: 'Seller', mandate: 'Mandate' } as const;

/**
 * The role the top bar names: Administrator, the approved roles, or Applicant for an account that has
 * no approved role yet (it can still register).
 */
export function roleLabel(me: Pick<MeResponse, 'isAdmin' | 'roles'>): string {
  if (me.isAdmin) return 'Administrator';
  if (me.roles.length === 0) return 'Applicant';
  return me.roles.map((role) => roleNames[role]).join(', ');
}

/** What the top bar says under the user's name. */
export interface IdentityDetail {
  /** The company the user acts for. */
  company: string;
  /** The company's standing on the platform: Administrator (the platform's), its roles, or Applicant. */
  role: string;
  /** The user's role in the company ('Operations'); none for the platform's administrators. */
  companyRole: string | null;
}

/**
 * 'Atlas Refining SA (Buyer) · Operations': the company, what it is on the platform (its approved
 * roles belong to the company), and the user's role in it. A platform administrator acts for no
 * company's members: 'Portal Ltd · Administrator', as before companies.
 */
export function identityDetail(
  me: Pick<MeResponse, 'isAdmin' | 'roles' | 'profile' | 'company'>,
): IdentityDetail {
  return {
    company: me.company.name || me.profile.company_name,
    role: roleLabel(me),
    companyRole: me.isAdmin ? null : companyRoleLabels[me.company.role],
  };
}

/** The detail in one line of text: the tooltip of a line too long for the bar. */
export function identityLine({ company, role, companyRole }: IdentityDetail): string {
  const standing = company ? (companyRole ? `${company} (${role})` : `${company} · ${role}`) : role;
  return companyRole ? `${standing} · ${companyRole}` : standing;
}

/** Up to two initials of a name (the compact account button on small screens). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((p) => p.charAt(0).toUpperCase()).join('') || '?';
}
