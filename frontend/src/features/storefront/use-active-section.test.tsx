import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_SECTION_OFFSET, useActiveSection } from './use-active-section';

const ids = ['collectie-a', 'collectie-b', 'collectie-c'];
/** Where each section's top is, relative to the window, as the test scrolls. */
const tops: Record<string, number> = {};

beforeEach(() => {
  vi.useFakeTimers();
  for (const id of ids) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top: tops[id] ?? 0 }) as DOMRect;
    document.body.append(section);
  }
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function scrollTo(positions: [number, number, number]) {
  ids.forEach((id, index) => (tops[id] = positions[index]!));
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
  });
}

describe('the current section', () => {
  it('is the last one whose top passed 120 px below the window top', () => {
    const { result } = renderHook(() => useActiveSection(ids));
    scrollTo([0, 400, 900]);
    expect(result.current.active).toBe('collectie-a');
    scrollTo([-300, ACTIVE_SECTION_OFFSET, 600]);
    expect(result.current.active).toBe('collectie-b');
    scrollTo([-300, ACTIVE_SECTION_OFFSET + 1, 600]);
    expect(result.current.active).toBe('collectie-a');
  });

  it('is the chosen one at once, and stays so while the page scrolls there', () => {
    const { result } = renderHook(() => useActiveSection(ids));
    act(() => result.current.select('collectie-c'));
    expect(result.current.active).toBe('collectie-c');
    scrollTo([-100, 300, 700]);
    expect(result.current.active).toBe('collectie-c');
    act(() => vi.advanceTimersByTime(200));
    scrollTo([-900, -500, 0]);
    expect(result.current.active).toBe('collectie-c');
    scrollTo([-200, 100, 500]);
    expect(result.current.active).toBe('collectie-b');
  });

  it('follows the page again as soon as the visitor scrolls by hand', () => {
    const { result } = renderHook(() => useActiveSection(ids));
    act(() => result.current.select('collectie-c'));
    scrollTo([-900, -500, 0]);
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: -500 }));
    });
    scrollTo([0, 400, 900]);
    expect(result.current.active).toBe('collectie-a');
  });

  it('follows the page when it changes under a still window (sections arriving, the scroll put back)', () => {
    let pageResized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          pageResized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // The browser put the scroll back at the third section before the page had it.
    document.getElementById('collectie-c')!.remove();
    tops['collectie-a'] = -900;
    tops['collectie-b'] = -500;
    tops['collectie-c'] = 0;
    const { result } = renderHook(() => useActiveSection(ids));
    expect(result.current.active).toBe('collectie-b');

    const third = document.createElement('section');
    third.id = 'collectie-c';
    third.getBoundingClientRect = () => ({ top: tops['collectie-c'] ?? 0 }) as DOMRect;
    document.body.append(third);
    act(() => {
      pageResized();
      vi.advanceTimersByTime(20);
    });
    expect(result.current.active).toBe('collectie-c');

    // Shown again from the browser's cache, scrolled elsewhere: no scroll event comes.
    tops['collectie-a'] = -100;
    tops['collectie-b'] = 300;
    tops['collectie-c'] = 700;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      vi.advanceTimersByTime(20);
    });
    expect(result.current.active).toBe('collectie-a');
  });
});
