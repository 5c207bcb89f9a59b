/**
 * French elides « de » before a vowel: « Évaluation d'ExpressVPN », « Évaluation de GitHub ». An h
 * is left alone: a brand's h is mostly aspirated (« de Hostinger »).
 */
const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

/** A trade name built on a feminine common noun takes its article in a sentence: « la Banque Scotia », « la Carte … ». */
const COMMON_NOUN = /^(Banque|Carte|Financière|Compagnie|Caisse)\s/;

/** A name as a French sentence says it: « la Banque Scotia », « NordVPN ». */
export const nameInSentence = (name: string): string => (COMMON_NOUN.test(name) ? `la ${name}` : name);

/** A French sentence that starts with an article-led name starts with a capital: « La Banque Scotia obtient … ». */
export const sentenceStart = (text: string): string => text.replace(/^la (?=\p{Lu})/u, 'La ');

/** « de » and a name, elided before a vowel. */
export const deName = (name: string): string => (VOWEL.test(name) ? `d'${name}` : `de ${name}`);

/** A French text's « de {n} », elided where its value starts with a vowel. */
export const elideBefore = (text: string, values: ReadonlyArray<string | number>): string =>
  text.replace(/\bde \{(\d)\}/g, (whole, index: string) =>
    VOWEL.test(String(values[Number(index)] ?? '')) ? `d'{${index}}` : whole,
  );
