import type { Messages } from '../en';

export const editorPlayback: Messages['editor']['playback'] = {
  label: '预览播放',
  play: '播放（空格）',
  pause: '暂停（空格）',
  time: '{{now}} / {{total}}',
  preparing: '正在准备配音…',
  preparingHint: '服务器正在为这一句生成配音，生成后会自动继续播放。',
  failed_one: '{{count}} 句无法配音：{{error}}',
  failed_other: '{{count}} 句无法配音：{{error}}',
  goTo: '跳转到时间（分:秒）',
  show: '查看',
};
