import type { LegalDoc } from './types';

export const termsEn: LegalDoc = {
  title: 'Terms of Use',
  updated: 'Applies to this Framecast installation',
  intro:
    'Framecast is self-hostable software. This server is run by the organisation that installed it (the "operator"), not by the Framecast project. These terms describe how you may use this installation.',
  sections: [
    {
      heading: '1. Who provides the service',
      paragraphs: [
        'The operator of this server provides the service to you and is responsible for it. Questions about your account, your data or these terms go to the operator.',
        'The Framecast software is provided by its authors "as is", without warranty of any kind.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'Keep your password secret and tell the operator if you think someone else has used your account. You are responsible for what happens under your account.',
        'You may delete your account at any time from your profile page. Deleting it removes your projects and files from this server.',
      ],
    },
    {
      heading: '3. Your content',
      paragraphs: [
        'You keep all rights to the scripts, footage, images, audio and videos you upload or create. You allow this server to store and process them only to provide the service to you.',
        "Only upload material you have the right to use. Do not create a likeness or a voice of a real person without that person's consent.",
      ],
    },
    {
      heading: '4. Acceptable use',
      paragraphs: [
        "Do not use the service to create content that is illegal, deceptive, hateful, sexual involving minors, or that infringes other people's rights, and do not use it to impersonate others or to spread disinformation.",
        'Generation requests may be checked against content rules. The operator may refuse requests and may suspend accounts that break these rules repeatedly.',
      ],
    },
    {
      heading: '5. AI output',
      paragraphs: [
        'AI-generated voices, avatars, translations and scripts can contain mistakes. Review every video before you publish it; you are responsible for how you use it.',
      ],
    },
    {
      heading: '6. Changes and ending the service',
      paragraphs: [
        'The operator may change these terms or the features of this server, and may stop the service. Continued use after a change means you accept the new terms.',
      ],
    },
  ],
};
