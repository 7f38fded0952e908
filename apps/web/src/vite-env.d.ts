/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
}

/** What the server puts in index.html's framecast-config meta tag. */
interface FramecastRuntimeConfig {
  apiBase?: string;
  partnerHosts?: string[];
  cookieDomain?: string | null;
}
