/** Lower case without accents (á → a, ñ → n, ü → u): how catalogue text is compared. */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a text, folded: runs of letters and digits. */
export const words = (s: string): string[] => fold(s).split(/[^a-z0-9]+/).filter(Boolean);
