export interface CookieOptions {
  days?: number;
  path?: string;
  domain?: string;
}

export const getCookie = (name: string): string | null => {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
};

const attributes = ({ path = '/', domain }: CookieOptions, expires: Date): string => {
  let attrs = `; expires=${expires.toUTCString()}; path=${path}; SameSite=Lax`;
  if (domain) attrs += `; domain=${domain}`;
  if (window.location.protocol === 'https:') attrs += '; Secure';
  return attrs;
};

export const setCookie = (name: string, value: string, options: CookieOptions = {}): void => {
  const expires = new Date(Date.now() + (options.days ?? 1) * 24 * 3600 * 1000);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes(options, expires)}`;
};

export const removeCookie = (name: string, options: CookieOptions = {}): void => {
  document.cookie = `${encodeURIComponent(name)}=${attributes(options, new Date(0))}`;
  // A cookie set without a domain lives on the exact host; clear that one too.
  if (options.domain) document.cookie = `${encodeURIComponent(name)}=${attributes({ path: options.path }, new Date(0))}`;
};
