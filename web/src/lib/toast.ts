import type { default as HotToast } from 'react-hot-toast';
import { requestToaster } from './toaster-request';

// Every module that shows toasts imports them from here, not from react-hot-toast. Nothing of
// react-hot-toast loads or runs before the first toast: showing one loads it (and asks for the
// toasts' host, components/ui/toasts.tsx, loaded on demand by app/providers.tsx), then shows it;
// calls keep their order. The toast waits in react-hot-toast's store until the host is there.
// Nothing in the app reads a toast's id back: the calls return nothing.
type Toast = typeof HotToast;
type Method = 'success' | 'error' | 'loading' | 'dismiss' | 'remove';

let library: Promise<Toast> | null = null;
const load = (): Promise<Toast> => (library ??= import('react-hot-toast').then((module) => module.default));

function later<K extends Method>(method: K, showsToast: boolean) {
  return (...args: Parameters<Toast[K]>): void => {
    if (showsToast) requestToaster();
    void load().then((toast) => (toast[method] as (...parameters: Parameters<Toast[K]>) => unknown)(...args));
  };
}

const toast = Object.assign(
  (...args: Parameters<Toast>): void => {
    requestToaster();
    void load().then((show) => show(...args));
  },
  {
    success: later('success', true),
    error: later('error', true),
    loading: later('loading', true),
    dismiss: later('dismiss', false),
    remove: later('remove', false),
  },
);

export default toast;
