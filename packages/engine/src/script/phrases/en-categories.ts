import type { Category, CategoryPhrases } from './types.js';

/** English lines for kinds of product: the need each kind answers, never a claim about this product. */
export const EN_CATEGORIES: Record<Category, CategoryPhrases> = {
  lighting: {
    hooks: [
      () => `Still reading under a ceiling light that glares in your eyes?`,
      () => `Does your room turn cold and dim the minute the sun goes down?`,
      () => `How good is the light on your desk, really?`,
    ],
    problems: [
      () => `Harsh light tires your eyes long before the evening is over.`,
      () => `A dark corner makes a room feel smaller and a desk harder to work at.`,
      () => `One flat brightness for reading, working and winding down suits none of them.`,
      () => `The wrong light can make even a cosy room feel like a waiting room.`,
    ],
    benefits: [
      () => `Good light changes how a whole room feels.`,
      () => `The right light is kinder to your eyes at the end of the day.`,
      () => `A lamp you like looking at, and a light you like living in.`,
    ],
    scenes: [
      () => `Late-night reading, an evening at the desk, a quiet hour before bed: that's when light matters most.`,
      () => `Coming home after dark? Your space should welcome you.`,
      () => `Movie night? Set the mood.`,
    ],
  },
  footwear: {
    hooks: [
      () => `Sore feet by the end of the day?`,
      () => `How far do your shoes really carry you before your feet complain?`,
      () => `Ready for a pair you forget you're wearing?`,
    ],
    problems: [
      () => `The wrong pair pinches, rubs and slows you down.`,
      () => `A long day on your feet shows in every step.`,
      () => `Shoes that look good in the box don't always feel good by the afternoon.`,
      () => `And one bad pair can put you off walking altogether.`,
    ],
    benefits: [
      () => `The right pair makes a long day feel shorter.`,
      () => `Good shoes let you think about where you're going, not about your feet.`,
      () => `Every step counts when you're on your feet all day.`,
    ],
    scenes: [
      () => `Morning commute, afternoon errands, an evening walk: your shoes are there for all of it.`,
      () => `Weekend on the move? Just lace up and go.`,
      () => `Long day at work? Your feet will notice.`,
    ],
  },
  skincare: {
    hooks: [
      () => `What does your skin need at the end of a long day?`,
      () => `Is your skincare routine really giving your skin what it needs?`,
      () => `Dry, tight skin by midday?`,
    ],
    problems: [
      () => `Skin feels the weather, the stress and the late nights.`,
      () => `A routine with too many steps is a routine you end up skipping.`,
      () => `Harsh products can leave skin feeling tight and dry.`,
      () => `And it's hard to know what actually suits your skin.`,
    ],
    benefits: [
      () => `Skin that feels cared for changes how the whole day feels.`,
      () => `A simple routine is one you actually keep.`,
      () => `A few minutes a day, just for you.`,
    ],
    scenes: [
      () => `Before you head out in the morning, give your skin a moment.`,
      () => `After a long day, a few quiet minutes for your skin.`,
      () => `At bedtime, make it part of winding down.`,
    ],
  },
  drinkware: {
    hooks: [
      () => `How often does your drink go lukewarm before you finish it?`,
      () => `Still carrying a bottle that drips into your bag?`,
      () => `What do you drink from when you're out all day?`,
    ],
    problems: [
      () => `Lukewarm coffee and warm water are nobody's idea of a treat.`,
      () => `A leaky lid can ruin a bag, a laptop or a whole morning.`,
      () => `Buying a drink every time you're out adds up fast.`,
      () => `And throwaway cups pile up day after day.`,
    ],
    benefits: [
      () => `Your drink, right there whenever you want a sip.`,
      () => `One good bottle can replace a lot of throwaway cups.`,
      () => `It's the small comfort you carry all day.`,
    ],
    scenes: [() => `Long hike? Your drink comes along.`, () => `At your desk? One less trip to the kitchen.`, () => `Road trip? It rides right next to you.`],
  },
  coffee: {
    hooks: [
      () => `Honestly, how good was your last cup?`,
      () => `Is your morning cup worth getting up for?`,
      () => `Still settling for a cup that tastes of nothing much?`,
    ],
    problems: [
      () => `A flat, bitter cup is a bad way to start the day.`,
      () => `Buying your favourite drink out every day adds up fast.`,
      () => `Stale ingredients and rushed brewing take the flavour out of your cup.`,
      () => `And a drink you don't enjoy is just a habit.`,
    ],
    benefits: [
      () => `A good cup sets the tone for the whole day.`,
      () => `A small ritual worth slowing down for.`,
      () => `The first sip of the day deserves to be a good one.`,
    ],
    scenes: [
      () => `Early start? Your first cup is waiting.`,
      () => `Afternoon slump? Time for a fresh cup.`,
      () => `Slow weekend morning? Take your time over a second cup.`,
    ],
  },
  audio: {
    hooks: [
      () => `When did you last really hear your music?`,
      () => `Is the noise around you drowning out what you want to hear?`,
      () => `Still putting up with thin, tinny sound?`,
    ],
    problems: [
      () => `Street noise, office chatter and a busy commute get in the way of every song.`,
      () => `Thin, flat sound takes the life out of a good track.`,
      () => `Background noise makes calls and podcasts hard to follow.`,
      () => `And sound that's just okay gets tiring to listen to.`,
    ],
    benefits: [
      () => `Good sound turns a commute into time of your own.`,
      () => `Your music, your podcasts and your calls deserve better sound.`,
      () => `Hear the details you've been missing.`,
    ],
    scenes: [() => `On the train? Just you and your playlist.`, () => `Time to focus? Press play and settle in.`, () => `Evening workout? Bring the beat.`],
  },
  kitchen: {
    hooks: [
      () => `Does cooking dinner feel like more work than it should?`,
      () => `Is your kitchen making cooking harder than it needs to be?`,
      () => `What would you cook more often if it were easier?`,
    ],
    problems: [
      () => `The wrong tool turns a simple recipe into a chore.`,
      () => `Sticking pans, blunt knives and clutter slow every meal down.`,
      () => `Cleaning up after dinner can take longer than cooking it.`,
      () => `And on a busy evening, takeaway starts to look easier.`,
    ],
    benefits: [
      () => `Good tools make weeknight cooking feel easy.`,
      () => `Less time wrestling with the kitchen, more time at the table.`,
      () => `Cooking is more fun when everything does its job.`,
    ],
    scenes: [
      () => `Weeknight dinner? Get it on the table sooner.`,
      () => `Weekend baking? Try the recipe you've been saving.`,
      () => `Friends coming over? Cook with confidence.`,
    ],
  },
  apparel: {
    hooks: [
      () => `A full wardrobe, and still nothing to wear?`,
      () => `Which piece do you reach for again and again?`,
      () => `Clothes that look great but feel wrong by noon?`,
    ],
    problems: [
      () => `Fabric that itches, clings or fades takes the joy out of getting dressed.`,
      () => `A fit that's almost right still bothers you all day.`,
      () => `Pieces that go with only one outfit end up at the back of the wardrobe.`,
      () => `And getting dressed shouldn't take half the morning.`,
    ],
    benefits: [
      () => `Getting dressed should be the easy part of your day.`,
      () => `When it fits and feels right, you stop thinking about it.`,
      () => `The kind of piece you reach for again and again.`,
    ],
    scenes: [() => `Morning rush? Put it on and go.`, () => `Dinner plans? Dress it up.`, () => `Lazy Sunday? Keep it comfortable.`],
  },
};
