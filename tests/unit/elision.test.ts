/** French elides « de » before a vowel (lib/i18n/fr-CA/elision.ts), in a name and in a filled text. */
import { describe, expect, it } from 'vitest';
import { deName, elideBefore } from '../../lib/i18n/fr-CA/elision';
import { frenchSite } from '../../site/i18n/french';

describe('elision of « de »', () => {
  it('elides before a vowel, accented or not, and not before a consonant or an h', () => {
    expect(deName('ExpressVPN')).toBe("d'ExpressVPN");
    expect(deName('Éducation Plus')).toBe("d'Éducation Plus");
    expect(deName('American Express Cobalt Card')).toBe("d'American Express Cobalt Card");
    expect(deName('GitHub')).toBe('de GitHub');
    expect(deName('Hostinger')).toBe('de Hostinger');
  });

  it('elides a text’s « de {n} » by the value put there, and nothing else', () => {
    expect(elideBefore('Évaluation de {0}', ['Ahrefs'])).toBe("Évaluation d'{0}");
    expect(elideBefore('Évaluation de {0}', ['Surfshark'])).toBe('Évaluation de {0}');
    expect(elideBefore('Note de {0} sur 5', ['4.70'])).toBe('Note de {0} sur 5');
    expect(elideBefore('Logo de {1} et de {0}', ['Mullvad', 'IPVanish'])).toBe("Logo d'{1} et de {0}");
    expect(elideBefore("Prix de l'offre", [])).toBe("Prix de l'offre");
  });

  it('is how the French site says a name', () => {
    expect(frenchSite('{0} review', 'ExpressVPN')).toBe("Évaluation d'ExpressVPN");
    expect(frenchSite('{0} review', 'NordVPN')).toBe('Évaluation de NordVPN');
    expect(frenchSite('{0} logo', 'Indochino')).toBe("Logo d'Indochino");
  });
});
