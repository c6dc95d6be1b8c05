import toast from 'react-hot-toast';
import { requestToaster } from './toaster-request';

// Every module that shows toasts imports them from here, not from react-hot-toast: the first
// toast shown starts the toasts' host (components/ui/toasts.tsx, loaded on demand by
// app/providers.tsx), so that a page that shows none never loads or runs it. The toast waits in
// react-hot-toast's store meanwhile and appears as soon as the host is there. Modules of the
// first bundle (navbar, guards, the verification banner) import this module on demand, when
// they have something to say.
const QUIET = new Set<PropertyKey>(['dismiss', 'remove']);

const showing = new Proxy(toast, {
  apply(target, self, args: Parameters<typeof toast>) {
    requestToaster();
    return Reflect.apply(target, self, args);
  },
  get(target, key, receiver) {
    const value: unknown = Reflect.get(target, key, receiver);
    if (typeof value !== 'function' || QUIET.has(key)) return value;
    return (...args: unknown[]) => {
      requestToaster();
      return Reflect.apply(value, target, args) as unknown;
    };
  },
});

export default showing;
