import type { ReportChart, ReportDocument } from './report-document';

// A final-report-like document for the renderer's tests, its sample script
// (scripts/report-pdf-sample.mjs) and its timing (docs/report-rendering.md): every section kind,
// the four chart kinds a final report uses (bar, pie, funnel, line) with Chinese labels, and a
// long table. Made-up figures; nothing here is read by the product.

export function barByTrack(): ReportChart {
  return {
    title: '各赛道报名数',
    width: 640,
    height: 320,
    option: {
      grid: { left: 48, right: 24, top: 36, bottom: 40 },
      xAxis: { type: 'category', data: ['青少年组', '成人组', '高校组', '社会组'] },
      yAxis: { type: 'value', name: '项目数' },
      series: [{ type: 'bar', data: [128, 342, 96, 57], label: { show: true, position: 'top' }, barWidth: '45%' }],
    },
  };
}

export function pieByRegion(): ReportChart {
  return {
    title: '各地区项目占比',
    width: 640,
    height: 320,
    option: {
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['0%', '60%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}：{c}（{d}%）' },
          data: [
            { name: '广州市', value: 182 },
            { name: '深圳市', value: 165 },
            { name: '佛山市', value: 88 },
            { name: '东莞市', value: 71 },
            { name: '珠海市', value: 42 },
            { name: '其他地区', value: 75 },
          ],
        },
      ],
    },
  };
}

export function stageFunnel(): ReportChart {
  return {
    title: '各阶段项目漏斗',
    width: 640,
    height: 300,
    option: {
      series: [
        {
          type: 'funnel',
          left: '15%',
          width: '55%',
          sort: 'descending',
          label: { position: 'right', formatter: '{b}  {c}' },
          data: [
            { name: '报名', value: 623 },
            { name: '资格审查通过', value: 540 },
            { name: '初赛', value: 540 },
            { name: '复赛', value: 160 },
            { name: '决赛', value: 40 },
            { name: '获奖', value: 24 },
          ],
        },
      ],
    },
  };
}

export function dailySubmissions(): ReportChart {
  const days = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
  const counts = days.map((_, i) => Math.round(8 + 6 * Math.sin(i / 3) + i * 0.9 + (i > 25 ? (i - 25) * 9 : 0)));
  return {
    title: '每日提交数（截止日前）',
    width: 640,
    height: 300,
    option: {
      grid: { left: 48, right: 24, top: 36, bottom: 40 },
      xAxis: { type: 'category', data: days, axisLabel: { rotate: 45 } },
      yAxis: { type: 'value', name: '提交数' },
      series: [{ type: 'line', data: counts, smooth: true, areaStyle: { opacity: 0.25 } }],
    },
  };
}

const SCHOOLS = [
  '广州市第一中学',
  '深圳大学',
  '华南理工大学创新创业学院（大学城校区）',
  '佛山科技有限公司',
  '东莞智造研究院',
];

/** A document with every section kind; `rows` rows in the last table. */
export function sampleFinalReport({
  rows = 60,
  extraCharts = 0,
}: {
  rows?: number;
  extraCharts?: number;
} = {}): ReportDocument {
  return {
    title: '第十届创新创业大赛 总结报告',
    subtitle: '2026 年度 · 全部赛道',
    meta: [
      { label: '赛事', value: '第十届创新创业大赛（2026）' },
      { label: '生成人', value: '组委会 张老师（organiser）' },
      { label: '生成时间', value: '2026-11-26 21:30' },
      { label: '数据指纹', value: '3f6a9c0e5b7d41a2c8e9f0b1d2c3a4e5f60718293a4b5c6d7e8f90a1b2c3d4e5' },
    ],
    footer: '第十届创新创业大赛 · 报告快照 #12',
    sections: [
      {
        heading: '一、总体情况',
        paragraphs: [
          '本届大赛共收到报名项目 623 项，覆盖 4 个赛道、21 个地区。经资格审查，540 个项目进入初赛，160 个项目晋级复赛，40 个项目进入决赛，最终评出各类奖项 24 项。',
          'The report covers every track of the edition; figures are counted on the snapshot date. 数据以快照时点为准，此后的更正不影响本报告。',
        ],
        figures: [
          { label: '报名项目', value: 623 },
          { label: '参赛团队成员', value: 2184 },
          { label: '评审专家', value: 86 },
          { label: '平均审核用时（天）', value: 2.456 },
          { label: '评分条数', value: 12960 },
          { label: '申诉', value: null },
        ],
        charts: [barByTrack(), pieByRegion()],
      },
      {
        heading: '二、阶段与进度',
        paragraphs: ['各阶段项目数如下图所示；每日提交数在截止日前五天明显上升。'],
        charts: [
          stageFunnel(),
          dailySubmissions(),
          ...Array.from({ length: extraCharts }, (_, i) => ({ ...barByTrack(), title: `补充图 ${i + 1}` })),
        ],
      },
      {
        heading: '三、获奖与晋级名单',
        paragraphs: ['名单按最终得分排序；得分保留两位小数。'],
        table: {
          sheetName: '名单',
          columns: [
            { key: 'rank', title: '名次', width: 5 },
            { key: 'code', title: '项目编号', width: 11 },
            { key: 'name', title: '项目名称', width: 26 },
            { key: 'org', title: '单位', width: 22 },
            { key: 'score', title: '最终得分', width: 9, decimals: 2 },
            { key: 'result', title: '结果', width: 8, align: 'center' },
          ],
          rows: Array.from({ length: rows }, (_, i) => ({
            rank: i + 1,
            code: `CX2026-${String(1001 + i)}`,
            name:
              i % 7 === 3
                ? `基于多模态大模型的智慧农业病虫害识别与无人机精准植保一体化平台（第 ${i + 1} 号）`
                : `智能项目 ${i + 1} 号`,
            org: SCHOOLS[i % SCHOOLS.length],
            score: Math.round((95 - i * 0.37) * 1000) / 1000,
            result: i < 24 ? '获奖' : i < 40 ? '晋级' : '—',
          })),
        },
      },
    ],
  };
}
