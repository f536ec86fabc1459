import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the monitor and statistics pages draw, rendered as SVG (crisp, light, readable in tests).
echarts.use([PieChart, GaugeChart, BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
