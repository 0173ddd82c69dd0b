import { migrateAccountsToCompanies } from '../data/company-repository';

/** Brings every account made before companies existed into a company of its own (idempotent). */
export const migrateAccounts = () => migrateAccountsToCompanies();
