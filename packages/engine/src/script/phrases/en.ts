import { EN_CATEGORIES } from './en-categories.js';
import { capFirst as C, listOf, type Phrasebook, type Slots } from './types.js';

const forWhom = (s: Slots) => s.audience ?? 'anyone who wants things to just work';

export const en: Phrasebook = {
  label: 'English',
  angles: {
    'problem-solution': {
      titles: [(s) => `${s.name}: problem solved`, (s) => `Stop settling — meet ${s.name}`, (s) => `The fix you were looking for: ${s.name}`],
      hooks: [
        (s) => (s.audience ? `${C(s.audience)}, this one's for you.` : `If something you rely on has ever let you down, listen up.`),
        () => `Here's a problem you know too well — and the fix you've been waiting for.`,
      ],
      hookFollows: [(s) => `Meet ${s.name}.`, (s) => `Let's talk about ${s.name}.`],
      problems: [
        () => `You want something you can count on, but most options fall short right when it matters.`,
        (s) => `For ${forWhom(s)}, the wrong choice costs time, money and patience.`,
        () => `The usual options look fine in the picture, then let you down in real life.`,
      ],
      benefitIntros: [(s) => `That's exactly where ${s.name} comes in.`, (s) => `${s.name} fixes that.`],
      ctas: [(s) => `Make the switch to ${s.name} today.`, (s) => `Try ${s.name} and feel the difference.`, (s) => `Get your ${s.name} today.`],
    },
    'benefits list': {
      titles: [(s) => `${s.name}, point by point`, (s) => `Everything ${s.name} gets right`, (s) => `The short list: ${s.name}`],
      hooks: [
        (s) => `Here's why ${s.name} belongs on your list.`,
        (s) => `Want the short version? Here's what makes ${s.name} stand out.`,
        (s) => `${s.name}, in a nutshell.`,
      ],
      hookFollows: [() => `Let's go through it, point by point.`, () => `No fluff, just the facts.`],
      problems: [
        () => `Choosing the right one shouldn't take hours of reading reviews.`,
        () => `Comparing options is exhausting when every label says the same thing.`,
        () => `Most product pages bury what matters under a wall of words.`,
      ],
      benefitIntros: [() => `Here's the list.`, () => `Let's count them.`],
      ordinals: [
        (_s, f, i) => `${['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'][i] ?? 'Plus'}: ${C(f)}.`,
        (_s, f, i) => (i < 8 ? `Number ${['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][i]}: ${C(f)}.` : `And: ${C(f)}.`),
      ],
      ctas: [
        (s) => `That's ${s.name}. Get yours today.`,
        (s) => `All of that comes with ${s.name}. Order yours now.`,
        (s) => `Add ${s.name} to your cart today.`,
      ],
    },
    story: {
      titles: [(s) => `A day with ${s.name}`, (s) => `The moment ${s.name} made sense`, (s) => `Before and after ${s.name}`],
      hooks: [
        (s) => `Picture this: it's the end of a long day, and the one thing that didn't let you down is ${s.name}.`,
        (s) => `Every good story has a turning point. This one starts with ${s.name}.`,
        () => `It started with a small frustration that kept coming back.`,
      ],
      hookFollows: [() => `Sound familiar? Stay with me.`, () => `You've probably been there too.`],
      problems: [
        () => `Every day it was the same story: something that should have been simple turned into a hassle.`,
        () => `You kept making do with something that never quite worked.`,
        () => `Deep down, you knew there had to be a better way.`,
      ],
      benefitIntros: [(s) => `Then came ${s.name}.`, (s) => `That's when ${s.name} entered the picture.`],
      highlights: [
        (_s, f) => `Suddenly, it was simple: ${C(f)}.`,
        (_s, f) => `${C(f)} — and just like that, one more worry was gone.`,
        (_s, f) => `Then you notice it: ${C(f)}.`,
      ],
      ctas: [
        (s) => `Start your own story with ${s.name} today.`,
        (s) => `Your turn: try ${s.name} for yourself.`,
        (s) => `Write your next chapter with ${s.name}. Get yours today.`,
      ],
    },
    question: {
      titles: [() => `What if it just worked?`, (s) => `Ready for ${s.name}?`, (s) => `The question ${s.name} answers`],
      hooks: [
        (s) =>
          s.audience
            ? `${C(s.audience)}, what if the things you use every day finally kept up with you?`
            : `What if the things you use every day finally kept up with you?`,
        () => `What would you do with one less thing to worry about?`,
        () => `Ever wonder why some things just work, and others never do?`,
      ],
      hookFollows: [() => `Here's the answer.`, () => `Give me a moment, and I'll show you.`],
      problems: [
        () => `How many times have you settled for second best?`,
        () => `Why put up with something that only almost works?`,
        () => `How much time do little frustrations cost you every week?`,
      ],
      benefitIntros: [(s) => `The answer is ${s.name}.`, (s) => `What if it could be simpler? With ${s.name}, it is.`],
      highlights: [(_s, f) => `Worried about the details? ${C(f)}.`, (_s, f) => `What's in it for you? ${C(f)}.`],
      ctas: [
        (s) => `So, what are you waiting for? Get ${s.name} today.`,
        (s) => `Why wait? Try ${s.name} now.`,
        (s) => `Ready? ${s.name} is just a click away.`,
      ],
    },
    'offer-first': {
      titles: [(s) => `${s.name}: the offer`, (s) => `Why ${s.name} is worth it`, (s) => `${s.name} — get it now`],
      hooks: [
        (s) => (s.price ? `${s.name}, for just ${s.price}. Here's why that's a great deal.` : `Here's something worth your attention: ${s.name}.`),
        (s) => (s.price ? `${s.price}. That's all it takes to get ${s.name}.` : `Looking for something truly worth buying? Say hello to ${s.name}.`),
      ],
      hookFollows: [() => `Let's get straight to it.`, () => `The more you know, the better it looks.`],
      problems: [
        () => `Good things usually come with a steep price tag.`,
        () => `Paying more doesn't always mean getting more.`,
        () => `Too often, you pay premium prices for ordinary results.`,
      ],
      benefitIntros: [() => `Here's what you get.`, () => `And here's what comes with it.`],
      ctas: [(s) => `Grab ${s.name} now.`, (s) => `Don't miss it — order ${s.name} today.`, () => `Claim yours today.`],
    },
  },
  highlights: [
    (_s, f) => `${C(f)} — one less thing to worry about.`,
    (_s, f) => `${C(f)}. It's the detail that makes the difference.`,
    (_s, f) => `${C(f)}. Simple as that.`,
    (_s, f) => `${C(f)} — and you'll notice it every single day.`,
    (_s, f) => `Here's what you get: ${C(f)}.`,
    (_s, f) => `${C(f)}. Because the little things matter.`,
  ],
  moreHighlights: [(_s, f) => `Then there's this: ${C(f)}.`, (_s, f) => `And yes: ${C(f)}.`],
  describes: [(_s, f) => `${C(f)}.`, (_s, f) => `Simply put: ${C(f)}.`, (_s, f) => `In short: ${C(f)}.`],
  problems: [
    () => `Most products promise a lot and deliver a little.`,
    () => `You've tried the cheap options, and they never last.`,
    () => `And when something lets you down, it's always at the worst moment.`,
    () => `You end up spending more time fixing, replacing and compromising.`,
    () => `It's frustrating, and honestly, you deserve better.`,
    () => `Settling for "good enough" gets old fast.`,
    () => `And don't get started on designs that look great and work badly.`,
    () => `You shouldn't have to think twice about the basics.`,
    () => `Every compromise seems small, until they add up.`,
    () => `And the more you use something, the more its flaws get in your way.`,
  ],
  benefits: [
    () => `It fits into your day, not the other way around.`,
    () => `Less hassle, more of what you actually care about.`,
    () => `It just works, day after day.`,
    () => `Easy to get on with from the very first time you use it.`,
    () => `It's the kind of upgrade you notice from day one.`,
    () => `Everything you need, nothing you don't.`,
    () => `Made for real life — the busy, messy, wonderful kind.`,
    () => `One thing off your mind, every single day.`,
    () => `Thoughtful where it counts, simple everywhere else.`,
    () => `The difference shows in the moments that matter.`,
    () => `It quietly does its job, so you can focus on yours.`,
  ],
  scenes: [
    () => `Busy morning? It's ready when you are.`,
    () => `Calm day or chaotic one, it keeps up.`,
    () => `At the end of a long day, it's still doing its job.`,
    () => `Weekend plans? It's up for those too.`,
    (s) => (s.audience ? `Made with ${s.audience} in mind, and it shows.` : `Made for everyday life, and it shows.`),
  ],
  recap: (_s, facts) => `Let's recap: ${listOf(facts, 'and')}.`,
  numberProofs: [
    (_s, f) => `The numbers speak for themselves: ${C(f)}.`,
    (_s, f) => `${C(f)}. That's not a slogan — that's the spec.`,
    (_s, f) => `Look at the numbers: ${C(f)}.`,
  ],
  factProofs: [
    (_s, f) => `Here's the proof: ${C(f)}.`,
    (_s, f) => `Don't just take our word for it — the facts are simple: ${C(f)}.`,
    (_s, f) => `${C(f)}. That's how it's made.`,
  ],
  proofs: [
    () => `Every detail holds up when you look closer.`,
    (s) => `That's not a gimmick; that's simply how ${s.name} is built.`,
    () => `You don't need big words when the details do the talking.`,
    () => `Real features, plainly stated — no fine print.`,
    () => `It does what it says. Nothing more to explain.`,
    () => `What you see is what you get.`,
    () => `Every feature is there for a reason, not for show.`,
    () => `The details aren't an afterthought; they're the point.`,
  ],
  objections: [
    () => `Worried it'll be complicated? It isn't.`,
    () => `Wondering if it's worth it? Look at what you get.`,
    () => `Not sure it's for you? If you like things that simply work, it is.`,
    () => `Heard big promises before? This time, the facts back them up.`,
  ],
  prices: [(s) => `All for just ${s.price}.`, (s) => `Yours for only ${s.price}.`, (s) => `And the price? Just ${s.price}.`],
  sites: [(s) => `Find it at ${s.site}.`, (s) => `Head to ${s.site} to get yours.`, (s) => `It's waiting for you at ${s.site}.`],
  closers: [
    () => `You'll wonder how you ever managed without it.`,
    () => `Your future self will thank you.`,
    () => `Go on, treat yourself.`,
    () => `A small upgrade that makes a big difference.`,
    () => `It's time to stop settling.`,
  ],
  categories: EN_CATEGORIES,
};
