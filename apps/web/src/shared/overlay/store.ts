import { create } from 'zustand';

/** The loading overlay of spec 000 §4: closed, or open with a title, subtitle, percent and messages. */
export interface OverlayState {
  open: boolean;
  title: string;
  subtitle?: string;
  percent?: number;
  messages: { id: number; text: string }[];
}

export interface OpenOverlayOptions {
  title: string;
  subtitle?: string;
  percent?: number;
  /** Creep the percent up at random towards 100 until closed or set. */
  creep?: boolean;
}

export const useOverlayStore = create<OverlayState>(() => ({ open: false, title: '', messages: [] }));

let creepTimer: ReturnType<typeof setInterval> | null = null;
let messageId = 0;
let savedOverflow: string | null = null;

const stopCreep = () => {
  if (creepTimer) clearInterval(creepTimer);
  creepTimer = null;
};

const lockScroll = () => {
  if (savedOverflow === null) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
};

const restoreScroll = () => {
  if (savedOverflow !== null) {
    document.body.style.overflow = savedOverflow;
    savedOverflow = null;
  }
};

export const overlay = {
  open({ title, subtitle, percent, creep }: OpenOverlayOptions): void {
    stopCreep();
    lockScroll();
    useOverlayStore.setState({ open: true, title, subtitle, percent: creep ? (percent ?? 0) : percent, messages: [] });
    if (creep) {
      creepTimer = setInterval(() => {
        const current = useOverlayStore.getState().percent ?? 0;
        // Slows down as it gets close; reaches 100 only when the work is done or close() is called.
        const step = Math.max(0.2, Math.random() * ((100 - current) / 12));
        const next = Math.min(99, current + step);
        useOverlayStore.setState({ percent: Math.round(next * 10) / 10 });
      }, 400);
    }
  },
  setPercent(percent: number): void {
    if (percent >= 100) stopCreep();
    useOverlayStore.setState({ percent: Math.max(0, Math.min(100, percent)) });
  },
  /** Append a message; each new one slides in and takes the place of the previous one. */
  message(text: string): void {
    messageId += 1;
    useOverlayStore.setState((s) => ({ messages: [...s.messages.slice(-4), { id: messageId, text }] }));
  },
  close(): void {
    stopCreep();
    restoreScroll();
    if (useOverlayStore.getState().open) useOverlayStore.setState({ open: false, messages: [], percent: undefined, subtitle: undefined });
  },
};
