import { describe, expect, it } from 'vitest';
import { HOST, MEDIATOR, PUBLISHER, isToComplete, stillToComplete } from './company';

describe('the company’s legal information', () => {
  it('lists what is still to complete before opening (docs/exploitation.md, « Avant l’ouverture »)', () => {
    // Fill in domain/src/legal/company.ts, then remove the line here: this list is the to-do.
    expect(stillToComplete()).toEqual([
      'PUBLISHER.registrationConfirmed : Immatriculation réelle : remplacer les valeurs d’exemple de PLATFORM_IDENTITY (domain/src/rules/rules.ts)',
      'PUBLISHER.publicationDirector : Nom et qualité du directeur de la publication',
      'MEDIATOR.name : Nom du médiateur de la consommation',
      'MEDIATOR.address : Adresse postale du médiateur',
      'MEDIATOR.website : Site internet du médiateur',
    ]);
  });

  it('tells a value to complete from a value', () => {
    expect(isToComplete({ toComplete: 'Nom' })).toBe(true);
    expect(isToComplete('Nom')).toBe(false);
    expect(isToComplete(null)).toBe(false);
    expect(isToComplete({ toComplete: 3 })).toBe(false);
    expect(isToComplete(PUBLISHER.identity)).toBe(false);
    expect(isToComplete(MEDIATOR.name)).toBe(true);
  });

  it('names the host and the regions of firebase.json and the functions', () => {
    expect(HOST.name).toBe('Google Ireland Limited');
    expect(HOST.functionsRegion).toBe('europe-west1');
  });
});
