/// <reference types="vite/client" />

/** The web's build version (see vite.config.ts), compared with Frontend.read. */
declare const __APP_VERSION__: string;
