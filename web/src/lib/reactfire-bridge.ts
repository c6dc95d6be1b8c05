import type { onSnapshot, queryEqual } from 'firebase/firestore';
import type { httpsCallable } from 'firebase/functions';

/** Must match BRIDGE_GLOBAL in web/reactfire-lean-imports.ts. */
const BRIDGE_GLOBAL = '__kookersReactfireBridge';

interface Bridged {
  'firebase/firestore': { onSnapshot: typeof onSnapshot; queryEqual: typeof queryEqual };
  'firebase/functions': { httpsCallable: typeof httpsCallable };
}

/**
 * Hands reactfire the SDK functions it imports, once a lazily loaded module has loaded that SDK
 * (see web/reactfire-lean-imports.ts).
 */
export function provideToReactfire<Product extends keyof Bridged>(product: Product, functions: Bridged[Product]): void {
  const scope = globalThis as unknown as Record<string, Partial<Bridged> | undefined>;
  const bridge = (scope[BRIDGE_GLOBAL] ??= {});
  bridge[product] = functions;
}
