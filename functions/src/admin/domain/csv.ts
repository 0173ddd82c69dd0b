/** Spec: user_export_{date}.csv with ID, Full Name, Email, Company, Phone, Roles (", "), Created At. */
export const userExportHeader = ['ID', 'Full Name', 'Email', 'Company', 'Phone', 'Roles', 'Created At'];
