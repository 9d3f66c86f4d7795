/** A person as the admin screen names them: their name, else their address (profiles may have no name yet). */
export function displayName(person: { name: string; email?: string | null }): string {
  return person.name.trim() || person.email || 'Unnamed user';
}
