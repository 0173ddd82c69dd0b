/** The My Account tabs, chosen by ?tab=; anything else shows the default. */
export const accountTabs = ['my-details', 'my-documents', 'registration', 'company', 'settings'] as const;
export type AccountTab = (typeof accountTabs)[number];
export const DEFAULT_TAB: AccountTab = 'my-details';

export function tabFromQuery(value: string | null): AccountTab {
  return (accountTabs as readonly string[]).includes(value ?? '') ? (value as AccountTab) : DEFAULT_TAB;
}
