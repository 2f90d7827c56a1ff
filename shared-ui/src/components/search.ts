/**
 * The list search of the spec: the term is lowercased and split on spaces, and every
 * word must appear in the haystack (e.g. first name + last name + email).
 */
export function matchesSearch(haystack: string | readonly (string | number | null | undefined)[], term: string): boolean {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = (typeof haystack === 'string' ? haystack : haystack.filter((part) => part != null).join(' ')).toLowerCase();
  return words.every((word) => text.includes(word));
}
