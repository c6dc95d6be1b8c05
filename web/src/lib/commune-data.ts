import type { CommuneData } from '@kookers/domain/communes';
import { useEffect, useState } from 'react';

/**
 * The French communes, loaded on demand: a 629 KiB chunk that no page carries
 * (docs/decisions/014-communes.md, 002-bundle-budget.md). One load for the whole app; a failed
 * one is tried again by the next field that asks.
 */
let loading: Promise<CommuneData> | null = null;

export const COMMUNES_UNAVAILABLE = 'La liste des communes n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.';

/** Starts loading the communes (a city field's focus), or returns the load under way. */
export function loadCommuneData(): Promise<CommuneData> {
  loading ??= import('@kookers/domain/communes-data').then(
    ({ communeData }) => communeData(),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The communes once loaded (null until then, or while not `wanted`), and whether the load failed. */
export function useCommuneData(wanted = true): { data: CommuneData | null; failed: boolean } {
  const [state, setState] = useState<{ data: CommuneData | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadCommuneData().then(
      (data) => current && setState({ data, failed: false }),
      () => current && setState({ data: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return state;
}
