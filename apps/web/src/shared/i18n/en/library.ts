/**
 * Names of the built-in library's data: languages Intl.DisplayNames cannot name (or names poorly;
 * Chromium's trimmed ICU has no names at all for many smaller languages, e.g. Hakka, Bashkir),
 * accents espeak marks with private-use subtags, voice names, and the looks of the avatar library.
 */
export const library = {
  languages: {
    cmn: 'Chinese (Mandarin)',
    ba: 'Bashkir',
    cv: 'Chuvash',
    'en-029': 'English (Caribbean)',
    grc: 'Ancient Greek',
    hak: 'Hakka Chinese',
    io: 'Ido',
    jbo: 'Lojban',
    kl: 'Greenlandic',
    nog: 'Nogai',
    pap: 'Papiamento',
    piqd: 'Klingon',
    quc: "K'iche'",
    shn: 'Shan',
    smj: 'Lule Sami',
    bpy: 'Bishnupriya Manipuri',
    hyw: 'Western Armenian',
    lfn: 'Lingua Franca Nova',
    ltg: 'Latgalian',
    nci: 'Classical Nahuatl',
    py: 'Pyash',
    qdb: 'Belter Creole',
    qya: 'Quenya',
    sjn: 'Sindarin',
  },
  accents: {
    scotland: 'Scotland',
    lancaster: 'Lancaster',
    westMidlands: 'West Midlands',
    rp: 'Received Pronunciation',
    nyc: 'New York City',
    northern: 'Northern',
    central: 'Central',
    southern: 'Southern',
  },
  withAccent: '{{language}} ({{accent}})',
  voice: {
    name: '{{language}} · {{gender}}',
    /** A local voice with a speaker's name (flite): "English (America) · Female · SLT". */
    speaker: '{{language}} · {{gender}} · {{speaker}}',
    male: 'Male',
    female: 'Female',
  },
  licence: {
    name: 'Framecast illustrated avatars (CC0-1.0)',
    text:
      'Original Framecast artwork drawn from vector parts in packages/engine/src/avatar. Dedicated to the public ' +
      'domain under CC0 1.0 Universal (https://creativecommons.org/publicdomain/zero/1.0/): copy, modify and ' +
      'distribute, even commercially, without asking permission. No third-party artwork is included.',
  },
  looks: {
    maya: { creator: 'Creator at home', office: 'Office', support: 'Support desk' },
    amara: { teacher: 'Classroom', artist: 'Studio artist' },
    sofia: { coach: 'Fitness coach', outdoors: 'Outdoors', cafe: 'Cafe' },
    hana: { doctor: 'Doctor', engineer: 'Engineer' },
    eleanor: { counsel: 'Counsel', professor: 'Professor' },
    layla: { anchor: 'News anchor', manager: 'Manager' },
    james: { manager: 'Manager', weekend: 'Weekend', realtor: 'Realtor' },
    kwame: { anchor: 'News anchor', studio: 'Studio' },
    arjun: { engineer: 'Engineer', creator: 'Creator' },
    kenji: { artist: 'Artist', tutor: 'Tutor', studio: 'Studio' },
    robert: { counsel: 'Counsel', professor: 'Professor' },
    omar: { doctor: 'Doctor', trainer: 'Trainer', agent: 'Help desk' },
  },
};

/** Plan names of spec 001 §3, keyed like the contract's `Plan` (see `planLabel`). */
export const plans = {
  Free: 'Free',
  Starter: 'Starter',
  Lite: 'Lite',
  APIAdvanced: 'API Advanced',
  Business: 'Business',
  APIProfessional: 'API Professional',
  Creator: 'Creator',
  Team: 'Team',
  Enterprise: 'Enterprise',
  Xavvi: 'Xavvi',
};
