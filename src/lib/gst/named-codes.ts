/**
 * Finding a country or a state by what a person or an older record wrote: its code, its name, or another name
 * people use for it, whatever the case, spacing, accents and '&'. Client-safe, as the lists that use it.
 */

/** Letters and digits only, accents and case aside, '&' read as 'and': 'Côte d'Ivoire' as 'cotedivoire'. */
export const nameKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/**
 * A list's entries by code (as `codeKey` writes it) and by name: their own names and `otherNames`, each the name
 * people write for the entry of a code.
 */
export function byCodeAndName<T extends { code: string; name: string }>(
  entries: readonly T[],
  otherNames: Record<string, string>,
  codeKey: (code: string) => string,
) {
  const byCode = new Map(entries.map((entry) => [codeKey(entry.code), entry]));
  const byName = new Map<string, T>([
    ...entries.map((entry) => [nameKey(entry.name), entry] as const),
    ...Object.entries(otherNames).map(([name, code]) => [nameKey(name), byCode.get(codeKey(code))!] as const),
  ]);
  return { byCode, byName };
}
