import { act, renderHook } from '@testing-library/react';
import { scrollStateAfter, useScrollState } from './use-scroll-state';

const visible = { scrolled: false, hidden: false };

describe('scrollStateAfter', () => {
  it('flags the header as scrolled only past 10px', () => {
    expect(scrollStateAfter(0, 10, visible).scrolled).toBe(false);
    expect(scrollStateAfter(0, 11, visible).scrolled).toBe(true);
  });

  it('hides the bar when scrolling down past 100px and shows it again on the way up', () => {
    expect(scrollStateAfter(50, 100, visible).hidden).toBe(false);
    expect(scrollStateAfter(100, 101, visible).hidden).toBe(true);
    expect(scrollStateAfter(400, 300, { scrolled: true, hidden: true }).hidden).toBe(false);
  });

  it('always shows the bar near the top, whatever the direction', () => {
    expect(scrollStateAfter(300, 90, { scrolled: true, hidden: true }).hidden).toBe(false);
  });

  it('keeps the current state when the position did not change', () => {
    expect(scrollStateAfter(300, 300, { scrolled: true, hidden: true }).hidden).toBe(true);
  });
});

describe('useScrollState', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  });

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
    act(() => frames.splice(0).forEach((frame) => frame(0)));
  };

  it('follows a sequence of scrolls, one update per frame', () => {
    const { result } = renderHook(() => useScrollState());
    scrollTo(8);
    expect(result.current).toEqual({ scrolled: false, hidden: false });
    scrollTo(50);
    expect(result.current).toEqual({ scrolled: true, hidden: false });
    scrollTo(400);
    expect(result.current).toEqual({ scrolled: true, hidden: true });
    scrollTo(300);
    expect(result.current).toEqual({ scrolled: true, hidden: false });
    scrollTo(0);
    expect(result.current).toEqual({ scrolled: false, hidden: false });
  });
});
