// Loaded with import() only when the trend chart is shown: uPlot is in no public page and not in the
// dashboard's first view.
import { css, type Theme } from '@emotion/react';
import { palette, useTheme } from '@blueprint/shared/theme';
import { PROGRAMS } from '@blueprint/contract/api/values';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatCount } from '../../../lib/format';
import type { TimelinePoint } from '../api/get-timeline';
import { axisWidth } from './axis-size';
import { programColor } from './program-color';

const HEIGHT = 320;

// uPlot's own stylesheet (uPlot.min.css), the parts a chart without its legend and title needs.
const chartStyles = (theme: Theme) => css`
  width: 100%;
  min-height: ${HEIGHT}px;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font-family: inherit;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    -webkit-user-select: none;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-select,
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-select {
    background: rgba(0, 0, 0, 0.07);
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    left: 0;
    top: 0;
    pointer-events: none;
    will-change: transform;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${theme.colors.textMuted};
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed ${theme.colors.textMuted};
  }
  .u-cursor-pt {
    border-radius: 50%;
    border: 0 solid;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;

/** Seconds since the epoch at UTC midnight of a `YYYY-MM-DD` bucket. */
function bucketTime(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 1000;
}

/** Registrations per bucket, one line per program, drawn on a canvas (the table beside it holds the numbers). */
export default function TimelineChart({ points, label }: { points: TimelinePoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  // A canvas cannot read CSS variables: the current theme's colour values.
  const { theme: themeName } = useTheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const theme = { colors: palette[themeName] };
    const data: uPlot.AlignedData = [
      points.map((point) => bucketTime(point.date)),
      ...PROGRAMS.map((program) => points.map((point) => point[program])),
    ];
    const axis = {
      stroke: theme.colors.textMuted,
      grid: { stroke: theme.colors.border, width: 1 },
      ticks: { stroke: theme.colors.border, width: 1 },
    };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          axis,
          {
            ...axis,
            values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatCount(tick) : '')),
            // As wide as its widest label, measured in the axis's own font: 100,000 is not cut to "00000".
            size: (self, values, axisIndex, cycle) => {
              const own = self.axes[axisIndex] as uPlot.Axis & { _size?: number };
              // uPlot asks again while it settles the layout; the first answer stands.
              if (cycle > 1 && own._size) return own._size;
              const font = Array.isArray(own.font) ? String(own.font[0]) : String(own.font ?? '');
              if (font) self.ctx.font = font;
              return axisWidth(
                values ?? [],
                (text) => self.ctx.measureText(text).width / (window.devicePixelRatio || 1),
                {
                  ticks: typeof own.ticks?.size === 'number' ? own.ticks.size : 10,
                  gap: typeof own.gap === 'number' ? own.gap : 5,
                },
              );
            },
          },
        ],
        series: [
          {},
          ...PROGRAMS.map((program) => ({
            label: program,
            stroke: programColor(theme, program),
            width: 2,
            points: { show: points.length <= 60 },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, themeName]);

  return <div ref={box} css={chartStyles} role="img" aria-label={label} />;
}
