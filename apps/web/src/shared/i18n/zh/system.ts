import type { Messages } from '../en';

export const system: Messages['system'] = {
  ban: {
    title: '你的账号已被封禁',
    text: '该账号已无法登录此 Framecast 服务器。通常是因为多次违反内容规范。',
    contact: '如果你认为这是误判，请联系此服务器的管理员。',
    other: '使用其他账号登录',
  },
  h5: {
    title: '请在电脑上使用 Framecast',
    text: '视频编辑器需要更大的屏幕和键盘。请在电脑上打开以下地址继续：',
    copy: '复制链接',
    copied: '链接已复制',
    home: '继续前往首页',
  },
  notAvailable: {
    badge: '尚未开放',
    title: '「{{name}}」暂未开放',
    text: '当前版本的 Framecast 还没有实现这个功能。你的数据不会丢失，功能上线后会出现在这里。',
    internal: '这是内部测试页面，当前版本的 Framecast 中尚未实现。',
  },
  notFound: {
    title: '页面不存在',
    text: '网址可能输错了，或者页面已经移动。',
  },
  error: {
    title: '出了点问题',
    text: '页面遇到意外错误，刷新一下通常就能恢复。',
    reload: '刷新页面',
  },
};
