import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { chartOption } from './chartOption';

// Only what the statistics draw, so the chart chunk stays small (ECharts is tree-shakable).
use([
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

/** Bar and line charts of one answer; a click on a bucket reports its index. */
export function StatisticsChart({
  option,
  onBucket,
  testId,
}: {
  option: ReturnType<typeof chartOption>;
  onBucket?: (index: number) => void;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const clicked = useRef(onBucket);
  clicked.current = onBucket;

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element);
    chart.current = instance;
    // A click anywhere over a bucket's column, not only on its bar (a day of zero has no bar).
    instance.getZr().on('click', (event) => {
      const point = [event.offsetX, event.offsetY];
      if (!clicked.current || !instance.containPixel('grid', point)) return;
      const [index] = instance.convertFromPixel({ seriesIndex: 0 }, point) as number[];
      if (Number.isInteger(index)) clicked.current(index);
    });
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // A new answer replaces the old series whole (a group's kinds of warning come and go).
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} className="statistics-chart" data-testid={testId} />;
}
