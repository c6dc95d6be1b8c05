/** The year the app was built in (web/vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;

/**
 * True when the build talks to the Local Emulator Suite (web/vite.config.ts `define`, from
 * VITE_USE_EMULATORS): false in a production build, where what it guards is left out.
 */
declare const __LOCAL_PLATFORM__: boolean;
