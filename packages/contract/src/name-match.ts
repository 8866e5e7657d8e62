/**
 * How alike two personal names are, 0–100: the name the borrower typed against the name OCR read
 * from a card. Case, punctuation, accents, honorifics and word order do not count; a word spelt a
 * little differently counts in part, an initial counts for most of the word it abbreviates.
 */

/** A score at or above this says the names are the same person's. */
export const NAME_MATCH_THRESHOLD = 80;

const HONORIFICS: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'MISS', 'SHRI', 'SMT', 'DR']);
/** What an initial ("R" for "RAVI") is worth. */
const INITIAL_SIMILARITY = 0.8;

/** The name's words: upper case, letters and digits only, honorifics dropped. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((token) => token !== '' && !HONORIFICS.has(token));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) {
    return INITIAL_SIMILARITY;
  }
  return 1 - editDistance(a, b) / Math.max(a.length, b.length);
}

/**
 * 0–100. Each word of one name is paired with its most alike word of the other (each used once);
 * the score is the pairs' similarity over the words of both names, so a word only one name has
 * lowers it. An empty name scores 0.
 */
export function nameMatchScore(first: string, second: string): number {
  const a = nameTokens(first);
  const b = nameTokens(second);
  if (a.length === 0 || b.length === 0) return 0;
  const pairs = a
    .flatMap((left, i) => b.map((right, j) => ({ i, j, similarity: tokenSimilarity(left, right) })))
    .sort((x, y) => y.similarity - x.similarity);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (usedA.has(pair.i) || usedB.has(pair.j)) continue;
    usedA.add(pair.i);
    usedB.add(pair.j);
    total += pair.similarity;
  }
  return Math.round((200 * total) / (a.length + b.length));
}

export function namesMatch(first: string, second: string): boolean {
  return nameMatchScore(first, second) >= NAME_MATCH_THRESHOLD;
}
