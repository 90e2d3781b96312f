import { useSyncExternalStore } from 'react';

type AudioContextClass = typeof AudioContext;

/** 'blocked': the browser waits for a gesture; 'unsupported': no Web Audio at all. */
export type SoundState = 'allowed' | 'blocked' | 'unsupported';

/** Three short, loud, rising beeps: audible over a kitchen's noise without an audio file. */
const PATTERN = [
  { at: 0, frequency: 880 },
  { at: 0.25, frequency: 1175 },
  { at: 0.5, frequency: 1568 },
];
const BEEP_SECONDS = 0.18;
const VOLUME = 0.6;

/**
 * The order alert's sound through Web Audio. Browsers keep audio suspended until the page has been
 * used (a click or key press); until then its state is 'blocked' and the dashboard offers 'Geluid
 * aanzetten'. Any click or key press on the page allows it too.
 */
class OrderChime {
  private context: AudioContext | undefined;
  private listeners = new Set<() => void>();
  private state: SoundState = 'unsupported';

  constructor() {
    if (typeof document === 'undefined') return;
    const unlockOnGesture = () => void this.unlock();
    // On the click, not the press: unlocking hides 'Geluid aanzetten', and a page that moved up
    // between press and release would lose the very click that unlocked it.
    document.addEventListener('click', unlockOnGesture, { capture: true });
    document.addEventListener('keydown', unlockOnGesture, { capture: true });
  }

  readonly soundState = () => this.state;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.audio();
    return () => this.listeners.delete(listener);
  };

  /** Resumes audio; from a user's gesture this succeeds. */
  async unlock(): Promise<boolean> {
    const context = this.audio();
    if (!context) return false;
    if (context.state !== 'running') await context.resume().catch(() => undefined);
    this.update();
    return this.state === 'allowed';
  }

  ring(): void {
    const context = this.audio();
    if (!context || context.state !== 'running') return;
    const start = context.currentTime + 0.02;
    for (const beep of PATTERN) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = beep.frequency;
      gain.gain.setValueAtTime(VOLUME, start + beep.at);
      gain.gain.exponentialRampToValueAtTime(0.001, start + beep.at + BEEP_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + beep.at);
      oscillator.stop(start + beep.at + BEEP_SECONDS);
    }
  }

  private audio(): AudioContext | undefined {
    if (this.context) return this.context;
    const Context =
      typeof window === 'undefined'
        ? undefined
        : ((window.AudioContext ??
            (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
            AudioContextClass | undefined);
    if (!Context) return undefined;
    this.context = new Context();
    this.context.onstatechange = () => this.update();
    this.update();
    return this.context;
  }

  private update(): void {
    const state: SoundState = !this.context
      ? 'unsupported'
      : this.context.state === 'running'
        ? 'allowed'
        : 'blocked';
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export const orderChime = new OrderChime();

export function useSoundState(): SoundState {
  return useSyncExternalStore(orderChime.subscribe, orderChime.soundState, () => 'unsupported');
}
