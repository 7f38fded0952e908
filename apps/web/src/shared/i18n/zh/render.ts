import type { Messages } from '../en';

export const render: Messages['render'] = {
  title: '生成视频',
  checking: '正在核对套餐和点数…',
  length: '预计时长',
  lengthValue: '{{time}}',
  limit: '{{plan}}视频最长',
  credits: '点数',
  creditsValue_one: '需要 {{count}} 点 · 剩余 {{balance}} 点',
  creditsValue_other: '需要 {{count}} 点 · 剩余 {{balance}} 点',
  queue: '开始前需等待',
  queueNone: '立即开始',
  queueMinutes_one: '约 {{count}} 分钟',
  queueMinutes_other: '约 {{count}} 分钟',
  watermark: '免费版生成的视频带有水印。',
  upgrade: '升级套餐',
  upgradeToRemove: '升级即可去除水印',
  confirm_one: '生成 · {{count}} 点',
  confirm_other: '生成 · {{count}} 点',
  confirmPlain: '生成',
  units: {
    seconds_one: '{{count}} 秒',
    seconds_other: '{{count}} 秒',
    minutes_one: '{{count}} 分钟',
    minutes_other: '{{count}} 分钟',
  },
};
