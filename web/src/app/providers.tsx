import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';

/** Toasts top-right, 4 s (SPEC.md §4). */
const TOAST_DURATION_MS = 4000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        {children}
        <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
