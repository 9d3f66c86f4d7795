/** An emoji burst from the element with id `id` (react-rewards, loaded on first use: it is never on the first screen). */
export async function celebrate(id: string, config: { emoji: string[]; elementCount: number; lifetime: number }): Promise<void> {
  const { emoji } = await import('react-rewards');
  const root = document.getElementById(id);
  if (root) emoji(root, () => undefined, config);
}
