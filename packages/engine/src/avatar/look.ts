/** The shapes of the avatar library: characters, their looks, and the parts the drawing is built from. */

export type Gender = 'female' | 'male';
export type AgeGroup = 'young_adult' | 'adult' | 'senior';
export type Ethnicity = 'european' | 'african' | 'south_asian' | 'east_asian' | 'middle_eastern' | 'south_american' | 'north_american';
/** Spec 000 §3 themes; `favorites` is a per-user filter, so no look carries it. */
export type Theme = 'favorites' | 'lifestyle' | 'outdoors' | 'business' | 'studio' | 'health_fitness' | 'education' | 'news';
export type Pose = 'standing' | 'sitting';
export type Occupation = 'any' | 'agent' | 'artist' | 'doctor_nurse' | 'engineer' | 'lawyer' | 'manager' | 'teacher' | 'content_creator';

export type HairStyle =
  | 'long'
  | 'bob'
  | 'bun'
  | 'wavy'
  | 'afro'
  | 'pixie'
  | 'hijab'
  | 'ponytail'
  | 'crop'
  | 'sidepart'
  | 'curly'
  | 'fade'
  | 'balding'
  | 'messy'
  | 'quiff';
export type FacialHair = 'none' | 'stubble' | 'beard' | 'goatee' | 'mustache';
export type OutfitKind = 'tee' | 'blazer' | 'hoodie' | 'scrubs' | 'labcoat' | 'cardigan' | 'turtleneck' | 'sport' | 'denim' | 'blouse' | 'shirt' | 'sweater';
export type Accessory = 'stethoscope' | 'necklace' | 'tie' | 'lanyard' | 'headset' | 'earrings' | 'pen';
export type Scene = 'studio' | 'office' | 'home' | 'park' | 'gym' | 'classroom' | 'newsroom' | 'clinic' | 'cafe' | 'atelier';

export interface Appearance {
  skin: string;
  hair: { style: HairStyle; color: string };
  /** Iris colour. */
  eyes: string;
  facialHair: FacialHair;
  glasses?: { shape: 'round' | 'square'; color: string };
  /** Lip tint; absent = a natural tone from the skin. */
  lips?: string;
  freckles?: boolean;
  /** Lines of age around the eyes and mouth. */
  wrinkles?: boolean;
}

export interface Outfit {
  kind: OutfitKind;
  /** The garment's colour. */
  main: string;
  /** What shows under it (shirt under a blazer, top under a cardigan) or a trim. */
  second?: string;
  accent?: string;
  extras?: Accessory[];
}

export interface Backdrop {
  scene: Scene;
  /** The scene's key colour. */
  tint: string;
}

export interface LookDef {
  /** The part after the slash in `<avatar>/<look>`. */
  key: string;
  name: string;
  theme: Exclude<Theme, 'favorites'>;
  pose: Pose;
  occupation: Exclude<Occupation, 'any'>;
  outfit: Outfit;
  backdrop: Backdrop;
}

export interface AvatarCharacter {
  id: string;
  name: string;
  gender: Gender;
  age: AgeGroup;
  ethnicity: Ethnicity;
  /** Suggested timeline voice id. */
  voice: string;
  appearance: Appearance;
  looks: LookDef[];
}

/** One look of one character, flattened: what the drawing and the filters read. */
export interface AvatarLook extends Omit<LookDef, 'key' | 'name'> {
  /** `<avatar>/<look>`. */
  id: string;
  avatarId: string;
  /** The character's name. */
  name: string;
  lookName: string;
  gender: Gender;
  age: AgeGroup;
  ethnicity: Ethnicity;
  voice: string;
  appearance: Appearance;
  /** A product presented in front of the person (Product Avatar): a picture and its box, in viewBox units. */
  product?: ProductOverlay;
}

export interface ProductOverlay {
  /** The cut-out as a data: URL (PNG), so a look file is whole on its own. */
  href: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
