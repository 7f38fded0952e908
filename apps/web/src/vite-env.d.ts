/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
}

interface FramecastRuntimeConfig {
  apiBase?: string;
  partnerHosts?: string[];
  cookieDomain?: string;
}

interface Window {
  __FRAMECAST_CONFIG__?: FramecastRuntimeConfig;
}
