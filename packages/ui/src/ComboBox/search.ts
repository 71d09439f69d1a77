/**
 * Folds a text for searching: case, accents and other combining marks (Arabic short vowels, and the
 * hamza and madda that NFKD splits off alef, waw and yaa), the tatweel, and the Arabic letters
 * people type interchangeably (alef wasla and alef, alef maqsura and yaa, taa marbuta and haa), so
 * 'cote' finds 'Côte d'Ivoire' and 'الامارات' finds 'الإمارات'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains what was typed, folded alike (an empty search matches everything). */
export function matchesSearch(text: string, typed: string): boolean {
  return foldForSearch(text).includes(foldForSearch(typed));
}
