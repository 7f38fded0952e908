import type { Messages } from '../en';

export const editorTemplate: Messages['editor']['saveTemplate'] = {
  button: '存为模板',
  title: '存为模板',
  how: '保存到',
  update: '更新“{{name}}”',
  create: '“我的模板”中的新模板',
  mine: '打开我的模板',
  submit: '保存模板',
  created: '模板“{{name}}”已保存到我的模板',
  updated: '模板“{{name}}”已更新',
  notSaved: '视频未能保存，因此没有生成模板。请稍后再试。',
};
