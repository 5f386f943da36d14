/// <reference types="vite/client" />
// Build-time settings the client reads from import.meta.env (set them in the environment of `vite build`).
interface ImportMetaEnv {
  readonly VITE_MERCH_STORE_URL?: string;
}
