import { axisWidth } from './axis-size';

describe('axisWidth', () => {
  // 7 px a character, as a stand-in for the canvas's measureText.
  const measure = (text: string) => text.length * 7;

  it('grows with the widest label, so 100,000 fits whole', () => {
    expect(axisWidth(['0', '50,000', '100,000'], measure)).toBe(10 + 5 + 49 + 4);
    expect(axisWidth(['0', '5', '10'], measure)).toBe(10 + 5 + 14 + 4);
  });

  it('is more than uPlot’s fixed 50 px once a label needs it', () => {
    expect(axisWidth(['1,000,000'], measure)).toBeGreaterThan(50);
  });

  it('ignores blank labels and takes the axis’s own tick size and gap', () => {
    expect(axisWidth(['', '3'], measure, { ticks: 4, gap: 2 })).toBe(4 + 2 + 7 + 4);
  });
});
