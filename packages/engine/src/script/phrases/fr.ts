import { capFirst as C, listOf, type Phrasebook, type Slots } from './types.js';

// The product's gender is unknown ("la gourde", "le thermos"), so no line refers to it by il, elle,
// le vôtre or an agreed adjective: "ça", the name itself, or no subject at all.

/** "de Aurora" is "d'Aurora": French elides before a vowel (not before h, which may be aspirated). */
const elide = (word: 'de' | 'que', name: string) => (/^[aeiouyàâäéèêëîïôöùûü]/iu.test(name) ? `${word.slice(0, -1)}'${name}` : `${word} ${name}`);
const forWhom = (s: Slots) => s.audience ?? 'tous ceux qui veulent des choses qui marchent, tout simplement';
const ORDINALS = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit'];

export const fr: Phrasebook = {
  label: 'French',
  angles: {
    'problem-solution': {
      titles: [(s) => `${s.name} : problème réglé`, (s) => `Fini les compromis : voici ${s.name}`, (s) => `La solution que vous cherchiez : ${s.name}`],
      hooks: [
        (s) => (s.audience ? `${C(s.audience)}, cette vidéo est pour vous.` : `Si un objet sur lequel vous comptiez vous a déjà lâché, écoutez bien.`),
        () => `Voici un problème que vous connaissez trop bien, et la solution que vous attendiez.`,
      ],
      hookFollows: [(s) => `Voici ${s.name}.`, (s) => `Parlons ${elide('de', s.name)}.`],
      problems: [
        () => `Vous voulez quelque chose de fiable, mais la plupart des options lâchent au pire moment.`,
        (s) => `Pour ${forWhom(s)}, un mauvais choix coûte du temps, de l'argent et de la patience.`,
        () => `Les options habituelles sont belles en photo, puis déçoivent dans la vraie vie.`,
      ],
      benefitIntros: [(s) => `C'est précisément là qu'intervient ${s.name}.`, (s) => `Avec ${s.name}, c'est réglé.`],
      ctas: [
        (s) => `Passez à ${s.name} dès aujourd'hui.`,
        (s) => `Essayez ${s.name} et sentez la différence.`,
        (s) => `Procurez-vous ${s.name} dès aujourd'hui.`,
      ],
    },
    'benefits list': {
      titles: [(s) => `${s.name}, point par point`, (s) => `Tout ce ${elide('que', s.name)} fait bien`, (s) => `${s.name} en bref`],
      hooks: [
        (s) => `Voici pourquoi ${s.name} mérite une place sur votre liste.`,
        (s) => `Vous voulez la version courte ? Voici ce qui distingue ${s.name}.`,
        (s) => `${s.name}, en quelques mots.`,
      ],
      hookFollows: [() => `Passons tout en revue, point par point.`, () => `Pas de blabla, juste les faits.`],
      problems: [
        () => `Bien choisir ne devrait pas demander des heures de lecture d'avis.`,
        () => `Comparer devient épuisant quand toutes les étiquettes disent la même chose.`,
        () => `La plupart des fiches produit noient l'essentiel sous un mur de texte.`,
      ],
      benefitIntros: [() => `Voici la liste.`, () => `Comptons ensemble.`],
      ordinals: [
        (_s, f, i) => `${ORDINALS[i] ?? 'Et aussi'} : ${C(f)}.`,
        (_s, f, i) => `${['Premièrement', 'Deuxièmement', 'Troisièmement', 'Quatrièmement', 'Cinquièmement', 'Sixièmement'][i] ?? 'Et encore'} : ${C(f)}.`,
      ],
      ctas: [
        (s) => `C'est ça, ${s.name}. Commandez dès aujourd'hui.`,
        (s) => `Tout cela, c'est ${s.name}. Commandez maintenant.`,
        (s) => `Ajoutez ${s.name} à votre panier dès aujourd'hui.`,
      ],
    },
    story: {
      titles: [(s) => `Une journée avec ${s.name}`, (s) => `Le jour où ${s.name} a tout changé`, (s) => `Avant et après ${s.name}`],
      hooks: [
        (s) => `Imaginez : la journée a été longue, et la seule chose qui ne vous a pas déçu, c'est ${s.name}.`,
        (s) => `Toute bonne histoire a un tournant. Celle-ci commence avec ${s.name}.`,
        () => `Tout a commencé par un petit agacement qui revenait sans cesse.`,
      ],
      hookFollows: [() => `Ça vous parle ? Restez encore un instant.`, () => `Vous aussi, vous avez sans doute connu ça.`],
      problems: [
        () => `Chaque jour, la même histoire : ce qui aurait dû être simple devenait une corvée.`,
        () => `Vous faisiez avec quelque chose qui ne marchait jamais vraiment.`,
        () => `Au fond, vous saviez qu'il y avait forcément mieux.`,
      ],
      benefitIntros: [(s) => `Et puis, il y a eu ${s.name}.`, (s) => `C'est là ${elide('que', s.name)} a fait son entrée.`],
      highlights: [
        (_s, f) => `D'un coup, tout est devenu simple : ${C(f)}.`,
        (_s, f) => `${C(f)}, et voilà un souci de moins.`,
        (_s, f) => `Et là, vous le remarquez : ${C(f)}.`,
      ],
      ctas: [
        (s) => `Commencez votre propre histoire avec ${s.name} dès aujourd'hui.`,
        (s) => `À vous de jouer : essayez ${s.name}.`,
        (s) => `Écrivez le prochain chapitre avec ${s.name}. Commandez dès aujourd'hui.`,
      ],
    },
    question: {
      titles: [() => `Et si ça marchait, tout simplement ?`, (s) => `Prêt pour ${s.name} ?`, (s) => `La question à laquelle ${s.name} répond`],
      hooks: [
        (s) => `${s.audience ? `${C(s.audience)}, et si` : 'Et si'} ce que vous utilisez chaque jour suivait enfin votre rythme ?`,
        () => `Que feriez-vous avec un souci de moins ?`,
        () => `Vous êtes-vous déjà demandé pourquoi certaines choses marchent, et d'autres jamais ?`,
      ],
      hookFollows: [() => `Voici la réponse.`, () => `Accordez-moi un instant, je vous montre.`],
      problems: [
        () => `Combien de fois vous êtes-vous contenté du second choix ?`,
        () => `Pourquoi supporter quelque chose qui marche presque ?`,
        () => `Combien de temps les petits tracas vous coûtent-ils chaque semaine ?`,
      ],
      benefitIntros: [(s) => `La réponse, c'est ${s.name}.`, (s) => `Et si c'était plus simple ? Avec ${s.name}, ça l'est.`],
      highlights: [(_s, f) => `Les détails vous inquiètent ? ${C(f)}.`, (_s, f) => `Qu'est-ce que vous y gagnez ? ${C(f)}.`],
      ctas: [
        (s) => `Alors, qu'attendez-vous ? Procurez-vous ${s.name} dès aujourd'hui.`,
        (s) => `Pourquoi attendre ? Essayez ${s.name} maintenant.`,
        (s) => `Prêt ? ${s.name} n'est qu'à un clic.`,
      ],
    },
    'offer-first': {
      titles: [(s) => `${s.name} : l'offre`, (s) => `Pourquoi ${s.name} vaut le coup`, (s) => `${s.name}, maintenant`],
      hooks: [
        (s) =>
          s.price
            ? `${s.name}, pour seulement ${s.price}. Voici pourquoi c'est une bonne affaire.`
            : `Voici quelque chose qui mérite votre attention : ${s.name}.`,
        (s) =>
          s.price
            ? `${s.price}. C'est tout ce qu'il faut pour avoir ${s.name}.`
            : `Vous cherchez quelque chose qui en vaut vraiment la peine ? Découvrez ${s.name}.`,
      ],
      hookFollows: [() => `Allons droit au but.`, () => `Plus vous en saurez, plus vous serez convaincu.`],
      problems: [
        () => `Les bonnes choses coûtent souvent cher.`,
        () => `Payer plus ne veut pas toujours dire obtenir plus.`,
        () => `Trop souvent, on paie le prix fort pour un résultat ordinaire.`,
      ],
      benefitIntros: [() => `Voici ce que vous obtenez.`, () => `Et voici ce qui va avec.`],
      ctas: [(s) => `Foncez sur ${s.name}.`, (s) => `Ne passez pas à côté : commandez ${s.name} aujourd'hui.`, () => `Commandez dès maintenant.`],
    },
  },
  highlights: [
    (_s, f) => `${C(f)} : un souci de moins.`,
    (_s, f) => `${C(f)}. C'est le détail qui fait la différence.`,
    (_s, f) => `${C(f)}. Tout simplement.`,
    (_s, f) => `${C(f)}, et vous le remarquerez chaque jour.`,
    (_s, f) => `Voici ce que vous obtenez : ${C(f)}.`,
    (_s, f) => `${C(f)}. Parce que les petits détails comptent.`,
  ],
  moreHighlights: [(_s, f) => `Et il y a ça : ${C(f)}.`, (_s, f) => `Eh oui : ${C(f)}.`],
  describes: [(_s, f) => `${C(f)}.`, (_s, f) => `En deux mots : ${C(f)}.`, (_s, f) => `Bref : ${C(f)}.`],
  problems: [
    () => `La plupart des produits promettent beaucoup et tiennent peu.`,
    () => `Vous avez essayé les options bon marché, et elles ne durent jamais.`,
    () => `Et quand quelque chose vous lâche, c'est toujours au pire moment.`,
    () => `Vous finissez par passer plus de temps à réparer, remplacer et vous accommoder.`,
    () => `C'est frustrant, et franchement, vous méritez mieux.`,
    () => `Se contenter du « ça ira » finit vite par lasser.`,
    () => `Sans parler des designs superbes qui fonctionnent mal.`,
    () => `L'essentiel ne devrait jamais vous faire hésiter.`,
    () => `Chaque compromis semble petit, jusqu'à ce qu'ils s'additionnent.`,
    () => `Et plus on utilise un objet, plus ses défauts deviennent gênants.`,
  ],
  benefits: [
    () => `Ça s'adapte à votre journée, pas l'inverse.`,
    () => `Moins de tracas, plus de temps pour ce qui compte vraiment.`,
    () => `Ça marche, tout simplement, jour après jour.`,
    () => `Facile à prendre en main dès la première utilisation.`,
    () => `Le genre d'amélioration qu'on remarque dès le premier jour.`,
    () => `Tout ce qu'il vous faut, rien de superflu.`,
    () => `Pour la vraie vie : la vie chargée, désordonnée, merveilleuse.`,
    () => `Chaque jour, une chose de moins en tête.`,
    () => `Du soin là où ça compte, de la simplicité partout ailleurs.`,
    () => `La différence se voit dans les moments qui comptent.`,
    () => `Ça fait son travail en silence, pour que vous puissiez faire le vôtre.`,
  ],
  scenes: [
    () => `Matin pressé ? Tout est prêt quand vous l'êtes.`,
    () => `Journée calme ou agitée, ça suit le rythme.`,
    () => `Au bout d'une longue journée, ça assure toujours.`,
    () => `Des projets pour le week-end ? C'est de la partie aussi.`,
    (s) => (s.audience ? `Un design pensé pour ${s.audience}, et ça se voit.` : `Un design pensé pour le quotidien, et ça se voit.`),
  ],
  recap: (_s, facts) => `Récapitulons : ${listOf(facts, 'et')}.`,
  numberProofs: [
    (_s, f) => `Les chiffres parlent d'eux-mêmes : ${C(f)}.`,
    (_s, f) => `${C(f)}. Ce n'est pas un slogan, c'est la fiche technique.`,
    (_s, f) => `Regardez les chiffres : ${C(f)}.`,
  ],
  factProofs: [
    (_s, f) => `La preuve : ${C(f)}.`,
    (_s, f) => `Pas besoin de nous croire sur parole, les faits sont simples : ${C(f)}.`,
    (_s, f) => `${C(f)}. Sans artifice.`,
  ],
  proofs: [
    () => `Chaque détail tient la route quand on regarde de près.`,
    (s) => `Ce n'est pas un gadget : c'est ça, ${s.name}.`,
    () => `Pas besoin de grands mots quand les détails parlent d'eux-mêmes.`,
    () => `De vraies qualités, dites clairement, sans petites lignes.`,
    () => `Promesse tenue. Rien de plus à expliquer.`,
    () => `Ce que vous voyez, c'est ce que vous obtenez.`,
    () => `Chaque fonction a sa raison d'être, rien n'est là pour la frime.`,
    () => `Les détails ne sont pas un bonus : ils sont l'essentiel.`,
  ],
  objections: [
    () => `Peur que ce soit compliqué ? Ce n'est pas le cas.`,
    () => `Vous vous demandez si ça vaut le coup ? Regardez tout ce que vous obtenez.`,
    () => `Pas sûr que ce soit pour vous ? Si vous aimez ce qui marche, tout simplement, c'est le cas.`,
    () => `Déjà entendu de grandes promesses ? Cette fois, les faits suivent.`,
  ],
  prices: [(s) => `Le tout pour seulement ${s.price}.`, (s) => `Prix : ${s.price} seulement.`, (s) => `Et le prix ? Seulement ${s.price}.`],
  sites: [(s) => `Rendez-vous sur ${s.site}.`, (s) => `Commandez sur ${s.site}.`, (s) => `Tout est sur ${s.site}.`],
  closers: [
    () => `Vous vous demanderez comment vous faisiez avant.`,
    () => `Votre futur vous vous remerciera.`,
    () => `Allez, faites-vous plaisir.`,
    () => `Petit changement, grande différence.`,
    () => `Il est temps d'arrêter les compromis.`,
  ],
  // French sets a thin space before ? ! ; and a non-breaking one before : and inside « », so captions never break there.
  finish: (s) =>
    s
      .replace(/ ([?!;])/g, '\u202f$1')
      .replace(/ :/g, '\u00a0:')
      .replace(/« /g, '«\u00a0')
      .replace(/ »/g, '\u00a0»'),
};
