import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEarlyClicks } from './early-clicks';

function App() {
  useEarlyClicks();
  return null;
}

function button(options: { disabled?: boolean; connected?: boolean } = {}) {
  const element = document.createElement('button');
  element.disabled = options.disabled ?? false;
  if (options.connected ?? true) document.body.append(element);
  const pressed = vi.fn();
  element.addEventListener('click', pressed);
  return { element, pressed };
}

afterEach(() => {
  delete window.earlyClicks;
  delete document.documentElement.dataset.app;
  document.body.replaceChildren();
});

describe('presses made before the app ran', () => {
  it('are handed to their buttons once, in order, once the app runs, and boot.js then lets presses through', () => {
    const order: string[] = [];
    const add = button();
    const open = button();
    add.element.addEventListener('click', () => order.push('add'));
    open.element.addEventListener('click', () => order.push('open'));
    window.earlyClicks = [add.element, open.element, add.element];

    const { rerender } = render(<App />);
    rerender(<App />);

    expect(order).toEqual(['add', 'open', 'add']);
    expect(window.earlyClicks).toEqual([]);
    expect(document.documentElement.dataset.app).toBe('running');
  });

  it('do nothing for a button that is gone or disabled by then', () => {
    const gone = button({ connected: false });
    const disabled = button({ disabled: true });
    window.earlyClicks = [gone.element, disabled.element];

    render(<App />);

    expect(gone.pressed).not.toHaveBeenCalled();
    expect(disabled.pressed).not.toHaveBeenCalled();
  });

  it('are none on a page the app rendered itself', () => {
    expect(() => render(<App />)).not.toThrow();
  });
});
