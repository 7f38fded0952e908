import type { Messages } from '../en';

export const talkingPhoto: Messages['talkingPhoto'] = {
  title: '照片说话',
  subtitle: '让人像照片开口说话：上传照片，写下台词，然后生成视频。',
  untitled: '未命名的照片说话视频',
  newVideo: '新建照片说话',
  photo: {
    title: '选择照片',
    hint: '清晰的正面人像：PNG、JPG 或 WEBP 格式，不超过 10 MB，短边至少 300 像素。9:16 或 16:9 的照片最贴合画面。',
    choose: '上传或选择照片',
    change: '更换照片',
    pickerTitle: '选择人像照片',
    empty: '还没有照片',
    finding: '正在查找人脸…',
    oneFace: '已找到人脸：由这张脸说话。',
    manyFaces: '找到 {{count}} 张人脸，请点击要说话的那一张。',
    chosenFace: '由第 {{index}} 张人脸说话（共 {{count}} 张）。',
    face: '人脸 {{index}}',
    alt: '照片及其中找到的人脸',
    failed: '这张照片无法使用',
  },
  problems: {
    photo: '请先选择一张有人脸的照片。',
    face: '请点击要说话的人脸。',
    voice: '请为台词选择一个声音。',
    script: '请写下照片要说的话。',
  },
  script: {
    hint: '每句话生成一个场景，口型跟随声音变化。',
    placeholder: '你好！我是一张会说话的照片，我想告诉你……',
  },
  engine: {
    animationLocal: '动画：在这台服务器上驱动照片中的人脸，让它说话、眨眼并轻微转动——生动，但不是写实效果。',
    animationLocalDetail: '本地引擎先找到人脸及其网格，然后逐帧沿网格移动下巴、嘴唇和眼睑，并绘制口腔内部。写实的口型同步需要接入数字人服务，可由管理员接入。',
  },
};
