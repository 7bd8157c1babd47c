// uPlot gives the y axis a fixed 50 px: "100000" does not fit and shows as "00000". The axis is made as wide as
// its widest label instead (uPlot's `axes[].size` callback; kept apart from the chart so it can be tested
// without a canvas).

/** The width the axis needs: its ticks, the gap, and the widest label as `measure` draws it (CSS px). */
export function axisWidth(
  labels: readonly string[],
  measure: (text: string) => number,
  { ticks = 10, gap = 5 } = {},
): number {
  const widest = labels.reduce((max, label) => Math.max(max, label ? measure(label) : 0), 0);
  return Math.ceil(ticks + gap + widest + 4);
}
