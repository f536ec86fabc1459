/** Build-time settings of the shell (see shell-config.ts). */
interface ImportMetaEnv {
  readonly VITE_SOURCE_URL?: string;
  readonly VITE_DOCS_URL?: string;
}
