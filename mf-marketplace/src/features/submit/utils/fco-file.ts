/** The FCO terms file is required on the Submit forms: the toast's title and description when missing. */
export const fcoMissing = {
  title: 'Please upload FCO Terms & Conditions',
  description: 'Your signed terms document is required',
} as const;
