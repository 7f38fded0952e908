import type { LegalDoc } from './types';

export const privacyEn: LegalDoc = {
  title: 'Privacy Policy',
  updated: 'Applies to this Framecast installation',
  intro:
    'This Framecast server is operated by the organisation that installed it (the "operator"). Your data is stored on the operator\'s own infrastructure. This policy explains what is kept and why.',
  sections: [
    {
      heading: '1. What we store',
      paragraphs: [
        'Account data: your email address, nickname, profile photo and a securely hashed password.',
        'Your work: the projects, scripts, media, voices and avatars you create or upload, and the videos rendered from them.',
        'Usage data: page views, sign-in times, the address you arrived from and campaign tags in links (such as utm_source), used to run and improve the service.',
      ],
    },
    {
      heading: '2. Cookies and local storage',
      paragraphs: [
        'A cookie named "token" keeps you signed in for up to 15 days. Your browser also stores your language choice, a random visitor id and short-lived values needed during sign-in and payment. There are no third-party advertising cookies.',
      ],
    },
    {
      heading: '3. Where your data is processed',
      paragraphs: [
        'By default everything, including AI processing, runs on this server. If the operator connects external AI services (for speech, translation or video generation), the material needed for a request is sent to that service to fulfil it.',
      ],
    },
    {
      heading: '4. How long we keep it',
      paragraphs: [
        'Your data is kept while your account exists. When you delete your account from the profile page, your account, projects and files are deleted. Logs may be kept for a limited time for security.',
      ],
    },
    {
      heading: '5. Your choices',
      paragraphs: [
        'You can change your name, photo, email and password in your profile and delete your account at any time. For a copy of your data or any other request, contact the operator of this server.',
      ],
    },
  ],
};
