/** Every browser storage key the app uses, in one place (spec 000 §3 "Browser storage"). */
export const StorageKey = {
  token: 'token',
  loginCallback: 'login-callback-url',
  questionnaireCallback: 'login-questionnaire-callback-url',
  traceId: 'trace_id',
  guestToken: 'guest_token',
  payInfo: 'pay_info',
  language: 'language',
  attribution: 'attribution',
  inviteCode: 'invite_code',
  deviceId: 'device_id',
  setPasswordPrompted: 'set_pwd_prompted',
  /** sessionStorage: the URL to Video wizard's progress, so a reload keeps it. */
  url2video: 'url2video_wizard',
  /** sessionStorage: Batch Mode's and Batch Product's progress (links, products, settings, the result). */
  batchMode: 'batch_mode_wizard',
  batchProduct: 'batch_product_wizard',
  /** sessionStorage: a purchase waiting for payment details (plan, seats, coupon, where it was made). */
  heldPurchase: 'held_purchase',
  /** sessionStorage: the flash sale was shown in this session (spec 001 §4, issue 24 item 37). */
  flashSaleShown: 'flash_sale_shown',
  /** The library looks last chosen in the avatar picker, newest first (shown before the random samples). */
  recentLooks: 'recent_looks',
} as const;

/** localStorage that never throws (private mode, disabled storage). */
export const local = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};

/** sessionStorage that never throws. */
export const session = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      /* storage unavailable */
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};
