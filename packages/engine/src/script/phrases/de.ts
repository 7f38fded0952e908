import { capFirst as C, type Phrasebook, type Slots } from './types.js';

// The product's gender is unknown ("die Flasche", "der Becher"), so no line calls it er, sie, es or
// deins: ads drop the subject ("Passt sich deinem Tag an") or say the name. The voice says du, as ads do.
const forWhom = (s: Slots) => s.audience ?? 'alle, die wollen, dass die Dinge einfach funktionieren';
const ORDINALS = ['Erstens', 'Zweitens', 'Drittens', 'Viertens', 'Fünftens', 'Sechstens', 'Siebtens', 'Achtens'];

export const de: Phrasebook = {
  label: 'German',
  angles: {
    'problem-solution': {
      titles: [(s) => `${s.name}: Problem gelöst`, (s) => `Schluss mit Kompromissen: ${s.name}`, (s) => `Die Lösung, die du gesucht hast: ${s.name}`],
      hooks: [
        (s) =>
          s.audience
            ? `${C(s.audience)}, aufgepasst: Das hier ist für euch.`
            : `Wenn dich schon einmal etwas im Stich gelassen hat, auf das du dich verlassen hast, hör zu.`,
        () => `Dieses Problem kennst du nur zu gut – und hier ist die Lösung, auf die du gewartet hast.`,
      ],
      hookFollows: [(s) => `Darf ich vorstellen: ${s.name}.`, (s) => `Reden wir über ${s.name}.`],
      problems: [
        () => `Du willst etwas, auf das du dich verlassen kannst, aber die meisten Angebote versagen genau dann, wenn es darauf ankommt.`,
        (s) => `Für ${forWhom(s)} kostet die falsche Wahl Zeit, Geld und Nerven.`,
        () => `Die üblichen Lösungen sehen auf dem Foto gut aus und enttäuschen dann im Alltag.`,
      ],
      benefitIntros: [(s) => `Genau dafür gibt es ${s.name}.`, (s) => `Mit ${s.name} ist das erledigt.`],
      ctas: [(s) => `Steig noch heute auf ${s.name} um.`, (s) => `Probier ${s.name} aus und spür den Unterschied.`, (s) => `Hol dir ${s.name} noch heute.`],
    },
    'benefits list': {
      titles: [(s) => `${s.name}, Punkt für Punkt`, (s) => `Alles, was ${s.name} richtig macht`, (s) => `${s.name} auf einen Blick`],
      hooks: [
        (s) => `Darum gehört ${s.name} auf deine Liste.`,
        (s) => `Du willst die Kurzfassung? Das macht ${s.name} besonders.`,
        (s) => `${s.name} in aller Kürze.`,
      ],
      hookFollows: [() => `Gehen wir es Punkt für Punkt durch.`, () => `Kein Blabla, nur Fakten.`],
      problems: [
        () => `Die richtige Wahl sollte nicht stundenlanges Lesen von Bewertungen kosten.`,
        () => `Vergleichen ist anstrengend, wenn auf jedem Etikett dasselbe steht.`,
        () => `Die meisten Produktseiten verstecken das Wichtige unter einer Wand aus Text.`,
      ],
      benefitIntros: [() => `Hier ist die Liste.`, () => `Zählen wir mit.`],
      ordinals: [(_s, f, i) => `${ORDINALS[i] ?? 'Außerdem'}: ${C(f)}.`, (_s, f, i) => (i < 8 ? `Punkt ${i + 1}: ${C(f)}.` : `Und dazu: ${C(f)}.`)],
      ctas: [
        (s) => `Das ist ${s.name}. Gleich heute bestellen.`,
        (s) => `All das steckt in ${s.name}. Jetzt bestellen.`,
        (s) => `Leg dir ${s.name} noch heute in den Warenkorb.`,
      ],
    },
    story: {
      titles: [(s) => `Ein Tag mit ${s.name}`, (s) => `Der Moment, in dem ${s.name} Sinn ergab`, (s) => `Vorher und nachher: ${s.name}`],
      hooks: [
        (s) => `Stell dir vor: Ein langer Tag geht zu Ende, und das Einzige, das dich nicht im Stich gelassen hat, ist ${s.name}.`,
        (s) => `Jede gute Geschichte hat einen Wendepunkt. Diese beginnt mit ${s.name}.`,
        () => `Es fing mit einem kleinen Ärgernis an, das immer wiederkam.`,
      ],
      hookFollows: [() => `Kommt dir bekannt vor? Bleib dran.`, () => `Das kennst du bestimmt auch.`],
      problems: [
        () => `Jeden Tag dieselbe Geschichte: Was einfach sein sollte, wurde zur Plage.`,
        () => `Du hast dich mit etwas arrangiert, das nie richtig funktioniert hat.`,
        () => `Tief drinnen wusstest du: Es muss einen besseren Weg geben.`,
      ],
      benefitIntros: [(s) => `Dann kam ${s.name}.`, (s) => `Und genau da kam ${s.name} ins Spiel.`],
      highlights: [
        (_s, f) => `Plötzlich war es ganz einfach: ${C(f)}.`,
        (_s, f) => `${C(f)} – und schon war eine Sorge weniger da.`,
        (_s, f) => `Und dann merkst du es: ${C(f)}.`,
      ],
      ctas: [
        (s) => `Beginne noch heute deine eigene Geschichte mit ${s.name}.`,
        (s) => `Jetzt bist du dran: Probier ${s.name} selbst aus.`,
        (s) => `Schreib dein nächstes Kapitel mit ${s.name}. Gleich heute bestellen.`,
      ],
    },
    question: {
      titles: [() => `Was, wenn es einfach funktioniert?`, (s) => `Bereit für ${s.name}?`, (s) => `Die Frage, die ${s.name} beantwortet`],
      hooks: [
        (s) => `${s.audience ? `${C(s.audience)}, was wäre, wenn` : 'Was wäre, wenn'} die Dinge, die du jeden Tag benutzt, endlich mit dir mithalten?`,
        () => `Was würdest du mit einer Sorge weniger anfangen?`,
        () => `Schon mal gefragt, warum manche Dinge einfach funktionieren und andere nie?`,
      ],
      hookFollows: [() => `Hier ist die Antwort.`, () => `Gib mir einen Moment, ich zeig es dir.`],
      problems: [
        () => `Wie oft hast du dich schon mit der zweitbesten Lösung zufriedengegeben?`,
        () => `Warum etwas ertragen, das nur fast funktioniert?`,
        () => `Wie viel Zeit kosten dich kleine Ärgernisse jede Woche?`,
      ],
      benefitIntros: [(s) => `Die Antwort heißt ${s.name}.`, (s) => `Geht das auch einfacher? Mit ${s.name} schon.`],
      highlights: [(_s, f) => `Dir sind die Details wichtig? ${C(f)}.`, (_s, f) => `Was hast du davon? ${C(f)}.`],
      ctas: [
        (s) => `Worauf wartest du noch? Hol dir ${s.name} noch heute.`,
        (s) => `Warum warten? Probier ${s.name} jetzt aus.`,
        (s) => `Bereit? ${s.name} ist nur einen Klick entfernt.`,
      ],
    },
    'offer-first': {
      titles: [(s) => `${s.name}: das Angebot`, (s) => `Warum sich ${s.name} lohnt`, (s) => `${s.name} – jetzt holen`],
      hooks: [
        (s) => (s.price ? `${s.name} für nur ${s.price}. Hier ist, warum sich das lohnt.` : `Das hier verdient deine Aufmerksamkeit: ${s.name}.`),
        (s) => (s.price ? `${s.price}. Mehr braucht es nicht für ${s.name}.` : `Du suchst etwas, das sich wirklich lohnt? Darf ich vorstellen: ${s.name}.`),
      ],
      hookFollows: [() => `Kommen wir direkt zur Sache.`, () => `Je mehr du weißt, desto mehr überzeugt es.`],
      problems: [
        () => `Gute Dinge haben meistens einen hohen Preis.`,
        () => `Mehr bezahlen heißt nicht immer, mehr zu bekommen.`,
        () => `Viel zu oft zahlst du Premiumpreise für Durchschnitt.`,
      ],
      benefitIntros: [() => `Das bekommst du.`, () => `Und das ist alles mit dabei.`],
      ctas: [(s) => `Schnapp dir ${s.name} jetzt.`, (s) => `Nicht verpassen: Bestell ${s.name} noch heute.`, () => `Am besten gleich heute bestellen.`],
    },
  },
  highlights: [
    (_s, f) => `${C(f)} – eine Sorge weniger.`,
    (_s, f) => `${C(f)}. Genau das Detail, das den Unterschied macht.`,
    (_s, f) => `${C(f)}. So einfach ist das.`,
    (_s, f) => `${C(f)} – und das merkst du jeden Tag.`,
    (_s, f) => `Das bekommst du: ${C(f)}.`,
    (_s, f) => `${C(f)}. Weil die kleinen Dinge zählen.`,
  ],
  moreHighlights: [(_s, f) => `Und dann noch das: ${C(f)}.`, (_s, f) => `Und ja: ${C(f)}.`],
  describes: [(_s, f) => `${C(f)}.`, (_s, f) => `Kurz gesagt: ${C(f)}.`, (_s, f) => `Auf den Punkt gebracht: ${C(f)}.`],
  problems: [
    () => `Die meisten Produkte versprechen viel und halten wenig.`,
    () => `Die billigen Varianten hast du schon probiert, und sie halten nie lange.`,
    () => `Und wenn etwas versagt, dann immer im ungünstigsten Moment.`,
    () => `Am Ende verbringst du mehr Zeit mit Reparieren, Ersetzen und Kompromissen.`,
    () => `Das ist frustrierend, und ehrlich gesagt hast du Besseres verdient.`,
    () => `Sich mit „geht schon“ zufriedenzugeben, wird schnell öde.`,
    () => `Von Designs, die toll aussehen und schlecht funktionieren, ganz zu schweigen.`,
    () => `Über die Grundlagen solltest du nicht zweimal nachdenken müssen.`,
    () => `Jeder Kompromiss wirkt klein, bis sie sich summieren.`,
    () => `Und je öfter du etwas benutzt, desto mehr stören seine Schwächen.`,
  ],
  benefits: [
    () => `Passt sich deinem Tag an, nicht umgekehrt.`,
    () => `Weniger Aufwand, mehr Zeit für das, was dir wirklich wichtig ist.`,
    () => `Funktioniert einfach, Tag für Tag.`,
    () => `Vom ersten Moment an unkompliziert.`,
    () => `Ein Upgrade, das du vom ersten Tag an merkst.`,
    () => `Alles, was du brauchst, nichts, was du nicht brauchst.`,
    () => `Gemacht für das echte Leben – das volle, chaotische, wunderbare.`,
    () => `Jeden Tag eine Sache weniger im Kopf.`,
    () => `Durchdacht, wo es zählt, einfach überall sonst.`,
    () => `Der Unterschied zeigt sich in den Momenten, auf die es ankommt.`,
    () => `Erledigt leise die Arbeit, damit du dich auf deine konzentrieren kannst.`,
  ],
  scenes: [
    () => `Hektischer Morgen? Sofort startklar, wenn du es bist.`,
    () => `Ob ruhiger Tag oder Chaos: hält locker mit.`,
    () => `Am Ende eines langen Tages: immer noch voll im Einsatz.`,
    () => `Pläne fürs Wochenende? Ist auch dabei.`,
    (s) => (s.audience ? `Gemacht für ${s.audience}, und das merkt man.` : `Gemacht für den Alltag, und das merkt man.`),
  ],
  // One fact a sentence: a German list would have to lower-case adjectives but not nouns, which a template cannot tell apart.
  recap: (_s, facts) => `Noch mal zusammengefasst: ${facts.map(C).join('. ')}.`,
  numberProofs: [
    (_s, f) => `Die Zahlen sprechen für sich: ${C(f)}.`,
    (_s, f) => `${C(f)}. Das ist kein Slogan, das steht im Datenblatt.`,
    (_s, f) => `Schau dir die Zahlen an: ${C(f)}.`,
  ],
  factProofs: [
    (_s, f) => `Der Beweis: ${C(f)}.`,
    (_s, f) => `Du musst uns nicht glauben, die Fakten sind einfach: ${C(f)}.`,
    (_s, f) => `${C(f)}. Ohne Tricks.`,
  ],
  proofs: [
    () => `Jedes Detail hält einem genauen Blick stand.`,
    (s) => `Das ist kein Gimmick, das ist einfach ${s.name}.`,
    () => `Große Worte braucht es nicht, wenn die Details für sich sprechen.`,
    () => `Echte Eigenschaften, klar gesagt, ohne Kleingedrucktes.`,
    () => `Hält, was versprochen wird. Mehr gibt es nicht zu erklären.`,
    () => `Was du siehst, ist, was du bekommst.`,
    () => `Jede Funktion hat ihren Grund, nichts ist nur zur Show.`,
    () => `Die Details sind keine Nebensache, sie sind das Entscheidende.`,
  ],
  objections: [
    () => `Angst, dass es kompliziert ist? Ist es nicht.`,
    () => `Unsicher, ob es sich lohnt? Schau dir an, was du bekommst.`,
    () => `Nicht sicher, ob das was für dich ist? Wenn du Dinge magst, die einfach funktionieren, dann ja.`,
    () => `Schon zu viele große Versprechen gehört? Diesmal sprechen die Fakten.`,
  ],
  prices: [(s) => `Alles für nur ${s.price}.`, (s) => `Preis: nur ${s.price}.`, (s) => `Und der Preis? Nur ${s.price}.`],
  sites: [(s) => `Zu finden auf ${s.site}.`, (s) => `Schau auf ${s.site} vorbei und bestell gleich.`, (s) => `Alles Weitere auf ${s.site}.`],
  closers: [
    () => `Du wirst dich fragen, wie du je ohne ausgekommen bist.`,
    () => `Dein zukünftiges Ich wird es dir danken.`,
    () => `Los, gönn es dir.`,
    () => `Kleine Veränderung, großer Unterschied.`,
    () => `Zeit, keine Kompromisse mehr zu machen.`,
  ],
};
