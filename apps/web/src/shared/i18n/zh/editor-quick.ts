import type { Messages } from '../en';

export const editorQuick: Messages['editor']['quick'] = {
  title: '快速剪辑',
  fullEditor: '在完整编辑器中打开',
  pick: {
    title: '快速剪辑',
    hint: '修改视频的台词、配音、数字人和字幕，然后重新生成——无需时间轴。请从最近的视频或草稿中选择一个，或在任意视频页面点击“快速编辑”。',
    recent: '最近的视频和草稿',
    empty: '还没有视频。请先制作一个（例如数字人视频），再回来修改脚本。',
    make: '制作数字人视频',
    all: '全部项目',
    open: '快速编辑 {{name}}',
  },
  lines: {
    title: '脚本',
    hint: '视频的每一句台词，按顺序排列：文字、配音和语速。',
    scene: '第 {{n}} 个场景',
    line: '第 {{n}} 句',
    words: '第 {{n}} 句的文字',
    add: '添加一句',
    addTo: '在第 {{n}} 个场景添加一句',
    remove: '删除第 {{n}} 句',
  },
  presenter: {
    title: '数字人',
    hint: '由谁来讲解整个视频。',
    current: '每个场景都由预览中的数字人讲解。',
    none: '没有数字人：只有配音，画面照常播放。',
    change: '更换数字人',
    remove: '不要数字人',
    choose: '选择数字人',
    chooseHint: '从形象库中选择，或使用你自己的数字人；它将讲解每个场景。',
  },
  captions: {
    title: '字幕',
    enabled: '显示字幕',
    style: '字幕样式',
  },
  preview: {
    title: '预览',
    hint: '播放即可试听配音；暂停时显示正在编辑的台词所在的场景。',
  },
};
