import type { FormValues, Registration } from '@portal/contracts/account';
import type { AdminUserDetail } from '@portal/contracts/admin';
import type { Dashboard } from '@portal/contracts/dashboard';
import { missingFields, type Field } from '@portal/contracts/registration-form';
import { textPdf } from './pdf';
import type { DemoContext, DemoSection, DemoUser, DemoUserSpec, Role } from './seed';

/** The demo's people: two buyers, two sellers and a mandate who referred one of each. */
export interface DemoAccount extends DemoUserSpec {
  role: Role;
  /** The admin's rating, until the user's first review (then the reviews' average stands). */
  rating: number;
  /** Registration values beyond the generated ones (the rest is filled from the field catalogue). */
  values?: FormValues;
}

const mandateName = 'Daniel Okafor';

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'buyer-1',
    role: 'buyer',
    email: 'amelia.hart@demo.portal.local',
    fullName: 'Amelia Hart',
    companyName: 'Northwind Energy Trading BV',
    phoneNumber: '+31 20 555 0101',
    rating: 4.5,
    values: { mandate_name: mandateName, industry_energy: true },
  },
  {
    key: 'buyer-2',
    role: 'buyer',
    email: 'kenji.sato@demo.portal.local',
    fullName: 'Kenji Sato',
    companyName: 'Pacific Grain Imports Ltd',
    phoneNumber: '+81 3 5550 0102',
    rating: 3.5,
    values: { industry_agriculture: true },
  },
  {
    key: 'seller-1',
    role: 'seller',
    email: 'lucas.moreau@demo.portal.local',
    fullName: 'Lucas Moreau',
    companyName: 'Atlas Refining SA',
    phoneNumber: '+33 1 5550 0103',
    rating: 4,
    values: { mandate_name: mandateName, industry_energy: true },
  },
  {
    key: 'seller-2',
    role: 'seller',
    email: 'sofia.alvarez@demo.portal.local',
    fullName: 'Sofia Alvarez',
    companyName: 'Andes Precious Metals SpA',
    phoneNumber: '+56 2 5550 0104',
    rating: 5,
    values: { industry_precious_metals: true },
  },
  {
    key: 'mandate-1',
    role: 'mandate',
    email: 'daniel.okafor@demo.portal.local',
    fullName: mandateName,
    companyName: 'Okafor Commodity Advisory Ltd',
    phoneNumber: '+44 20 5550 0105',
    rating: 4,
    values: { mandate_specialization_energy: true, mandate_specialization_agriculture: true },
  },
];

function valueFor(field: Field, account: DemoAccount): FormValues[string] {
  const known: Record<string, string> = {
    business_legal_name: account.companyName,
    business_tax_id: `TX-${account.phoneNumber.replace(/\D/g, '').slice(-8)}`,
    business_address: `1 ${account.companyName.split(' ')[0]} Plaza, Suite 100`,
    contact_name: account.fullName,
    contact_title: 'Head of Trading',
    contact_email: account.email,
    contact_phone: account.phoneNumber,
  };
  const value = known[field.name];
  if (value) return value;
  switch (field.type) {
    case 'email':
      return account.email;
    case 'tel':
      return account.phoneNumber;
    case 'number':
      return '25';
    case 'date':
      return '2012-04-02';
    case 'checkbox':
      return true;
    case 'select':
      return field.options?.[field.options.length > 1 ? 1 : 0]?.value ?? '';
    default:
      return `${field.label}: ${account.companyName}`;
  }
}

/** Fills what the form requires (a PDF per required document, uploaded to the bucket) and submits. */
async function submitRegistration(ctx: DemoContext, user: DemoUser, account: DemoAccount) {
  const values: FormValues = { ...account.values };
  // a select can reveal further required fields: repeat until nothing is missing
  for (let missing = missingFields(account.role, values); missing.length;) {
    for (const field of missing) {
      if (field.type === 'file') {
        const pdf = textPdf(`${field.label}`, [
          account.companyName,
          `Prepared for ${account.fullName}, ${account.email}`,
          'Demo document of the local portal.',
        ]);
        const doc = await ctx.uploadPdf(user, field.name, `${field.name}.pdf`, pdf);
        values[field.name] = {
          fileName: doc.fileName,
          fileType: doc.fileType,
          filePath: doc.filePath,
          documentId: doc.documentId,
        };
      } else {
        values[field.name] = valueFor(field, account);
      }
    }
    missing = missingFields(account.role, values);
  }
  const submitted = await ctx.api<Registration>(user, 'POST', `/registrations/${account.role}/submit`, {
    form_values: values,
  });
  if (!submitted) throw new Error(`the ${account.role} registration of ${user.email} was not stored`);
  return submitted;
}

export const accountsSection: DemoSection = {
  name: 'accounts (approved buyers, sellers and a mandate, with documents and ratings)',
  async seed(ctx) {
    for (const account of demoAccounts) {
      const user = await ctx.ensureUser(account);
      ctx.users.set(account.key, user);

      let registration = await ctx.api<Registration>(user, 'GET', `/registrations/${account.role}`);
      if (!registration || registration.status === 'draft') {
        registration = await submitRegistration(ctx, user, account);
        ctx.say(`${account.role} registration of ${user.email} submitted`);
      }
      if (registration.status === 'submitted') {
        await ctx.api('admin', 'POST', `/admin/registrations/${user.userId}/${account.role}/approve`, {});
        ctx.say(`${account.role} registration of ${user.email} approved`);
      } else if (registration.status === 'rejected') {
        ctx.say(`${account.role} registration of ${user.email} was rejected; left as it is`);
      }

      // the admin's rating stands in until reviews arrive; from then on it is their average
      const reviewed =
        account.role !== 'mandate' &&
        ((await ctx.api<Dashboard>(user, 'GET', '/dashboard'))?.rating.review_count ?? 0) > 0;
      const detail = await ctx.api<AdminUserDetail>('admin', 'GET', `/admin/users/${user.userId}`);
      if (detail && !reviewed && detail.rating !== account.rating) {
        await ctx.api('admin', 'PUT', `/admin/users/${user.userId}/rating`, { rating: account.rating });
      }
      ctx.summary.users.push({
        email: user.email,
        password: user.password,
        roles: [account.role],
        company: account.companyName,
      });
    }
  },
};
