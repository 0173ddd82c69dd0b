/**
 * Spec: user_export_{date}.csv with ID, Full Name, Email, Company, Phone, Roles (", "), Created At;
 * then the company the user acts for (its id) and their role in it. Company is the company's name.
 */
export const userExportHeader = [
  'ID',
  'Full Name',
  'Email',
  'Company',
  'Phone',
  'Roles',
  'Created At',
  'Company ID',
  'Company Role',
];
