/** Icon names containing the search text, without case; all of them for an empty search. */
export function filterIcons(names: readonly string[], search: string): string[] {
  const wanted = search.trim().toLowerCase();
  return wanted ? names.filter((name) => name.toLowerCase().includes(wanted)) : [...names];
}
