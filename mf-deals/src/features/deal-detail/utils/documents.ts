/** The first 8 characters of a user id, as the Documents tab shows an uploader to admins. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
