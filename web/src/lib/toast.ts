import toast from 'react-hot-toast';
import { requestToaster } from './toaster-request';

// Every module that shows toasts imports them from here, not from react-hot-toast: loading this
// module starts the toasts' host (components/ui/toasts.tsx, loaded on demand by
// app/providers.tsx). A toast shown before the host is there waits in react-hot-toast's store
// and appears as soon as it is. Modules of the first bundle (navbar, guards, the verification
// banner) import this module on demand, when they have something to say.
requestToaster();

export default toast;
