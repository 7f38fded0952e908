export const system = {
  ban: {
    title: 'Your account has been suspended',
    text: 'This account can no longer sign in to this Framecast server. This usually happens after repeated violations of the content rules.',
    contact: 'If you think this is a mistake, contact the administrator of this server.',
    other: 'Sign in with another account',
  },
  h5: {
    title: 'Framecast works best on a computer',
    text: 'The video editor needs a larger screen and a keyboard. Open this address on your computer to keep going:',
    copy: 'Copy link',
    copied: 'Link copied',
    home: 'Continue to home',
  },
  notAvailable: {
    badge: 'Not built yet',
    title: '{{name}} is not available yet',
    text: 'This feature is not built yet in this Framecast version. Nothing has been lost — it will appear here once it ships.',
    internal: 'This is an internal test page. It is not built in this Framecast version.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address may be mistyped, or the page may have moved.',
  },
  error: {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reloading usually helps.',
    reload: 'Reload page',
  },
};
