import type { Messages } from '../en';
import { auth } from './auth';
import { common, nav, overlay } from './common';
import { home } from './home';
import { profile } from './profile';
import { questionnaire } from './questionnaire';
import { routes } from './routes';
import { system } from './system';

export const zh: Messages = {
  common,
  nav,
  overlay,
  auth,
  routes,
  home,
  questionnaire,
  profile,
  system,
  v: {
    emailRequired: '请输入邮箱',
    emailFormat: '请输入正确的邮箱地址',
    passwordRequired: '请输入密码',
    passwordMin: '密码至少需要 6 位',
    passwordRange: '密码长度应为 6-20 位',
    confirmRequired: '请再次输入密码',
    confirmMismatch: '两次输入的密码不一致',
    codeRequired: '请输入验证码',
    reLogin: '登录验证失败，请重新登录。',
    codeSent: '验证码已发送至你的邮箱。',
    signUpSuccess: '注册成功',
    systemError: '系统出错了，请稍后再试',
    timeout: '请求超时，请稍后再试',
    mediaLoadError: '媒体加载失败，请重试',
    passwordHash: '密码需以 SHA-256 十六进制摘要形式发送',
    codeDigits: '验证码为 6 位数字',
    nicknameRequired: '请输入昵称',
    nicknameMax: '最多 40 个字符',
    profilePhoto: '头像必须是不超过 2MB 的正方形 JPG、PNG 或 WebP 图片',
  },
  errors: {
    '0': '成功',
    '10102': '登录验证失败，请重新登录。',
    '10103': '登录已过期，请重新登录。',
    '10108': '你的账号已在其他地方登录，请重新登录。',
    '10201': '验证码错误，请重试。',
    '10204': '请输入图形验证码后继续。',
    '18009': '请先完善付款信息。',
    '50007': '你的账号已被封禁。',
    '40000': '请求有误。',
    '40001': '请求参数无效。',
    '40400': '内容不存在。',
    '42900': '操作太频繁，请稍后再试。',
    '50000': '系统出错了，请稍后再试',
    '10202': '邮箱或密码错误。',
    '10301': '该邮箱已注册，请直接登录。',
    '10302': '该邮箱尚未注册账号。',
    '10303': '验证码错误。',
    '10304': '验证码已过期，请重新获取。',
    '10305': '验证已失效，请重新获取验证码。',
    '10306': '验证码错误次数过多，请重新获取。',
    '10307': '请稍后再获取验证码。',
    '10308': '密码错误。',
    '10309': '你已经设置过密码了。',
    '10310': '请先登录账号再进行此操作。',
    '10311': '图片无效。',
  },
};
