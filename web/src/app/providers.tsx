import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { Toasts } from '../components/ui/toasts';
import { auth, firebaseApp } from '../lib/firebase';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        {children}
        <Toasts />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
