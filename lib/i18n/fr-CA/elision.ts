/**
 * French elides « de » before a vowel: « Évaluation d'ExpressVPN », « Évaluation de GitHub ». An h
 * is left alone: a brand's h is mostly aspirated (« de Hostinger »).
 */
const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

/** « de » and a name, elided before a vowel. */
export const deName = (name: string): string => (VOWEL.test(name) ? `d'${name}` : `de ${name}`);

/** A French text's « de {n} », elided where its value starts with a vowel. */
export const elideBefore = (text: string, values: ReadonlyArray<string | number>): string =>
  text.replace(/\bde \{(\d)\}/g, (whole, index: string) =>
    VOWEL.test(String(values[Number(index)] ?? '')) ? `d'{${index}}` : whole,
  );
