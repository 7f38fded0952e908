import { APP_ID, API_PREFIX, PARTNER_APP_ID } from '@framecast/contract';

/**
 * Runtime configuration. The server replaces `<!--FRAMECAST_CONFIG-->` in index.html with
 * `<meta name="framecast-config" content="{...}">` (data, not an inline script, so the page runs under
 * a CSP without 'unsafe-inline'); during `vite dev` the fallbacks apply.
 */
export interface AppConfig {
  apiBase: string;
  partnerHosts: string[];
  cookieDomain?: string;
}

const readInjected = (): FramecastRuntimeConfig | undefined => {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>('meta[name="framecast-config"]')?.content;
  try {
    return content ? (JSON.parse(content) as FramecastRuntimeConfig) : undefined;
  } catch {
    return undefined;
  }
};

const readConfig = (): AppConfig => {
  const injected = readInjected();
  const apiBase = (injected?.apiBase ?? import.meta.env.VITE_API_BASE ?? API_PREFIX).replace(/\/+$/, '');
  const partnerHosts = Array.isArray(injected?.partnerHosts) ? injected.partnerHosts.map((h) => h.toLowerCase()) : [];
  return { apiBase, partnerHosts, cookieDomain: injected?.cookieDomain || undefined };
};

export const config: AppConfig = readConfig();

/** Partner-brand mode: this host is one of the partner's own hosts (spec 000 §1). */
export const isPartnerMode = (): boolean => config.partnerHosts.includes(window.location.host.toLowerCase());

/** The application id sent with every call: 52000, or 52002 in partner mode. */
export const appId = (): number => (isPartnerMode() ? PARTNER_APP_ID : APP_ID);
