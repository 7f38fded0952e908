import type { Messages } from '../en';
import { assets, brandKit, upload } from './assets';
import { auth } from './auth';
import { avatarVideo } from './avatarVideo';
import { billing } from './billing';
import { common, nav, overlay } from './common';
import { home } from './home';
import { library, plans } from './library';
import { operator } from './operator';
import { pricing } from './pricing';
import { profile } from './profile';
import { projects } from './projects';
import { questionnaire } from './questionnaire';
import { render } from './render';
import { routes } from './routes';
import { system } from './system';
import { uploadRules } from './uploadRules';

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
  avatarVideo,
  projects,
  render,
  uploadRules,
  upload,
  assets,
  brandKit,
  library,
  plans,
  pricing,
  billing,
  operator,
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
    scriptError: '脚本输入有误，请检查后重试。',
    highDemand: '当前视频生成需求较高，请稍后再试。',
    waitGeneration: '生成失败，请等待当前生成完成',
    videoTooLong: '你的视频超过了 {{time}}；请升级套餐或编辑视频',
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
    '40300': '你没有权限进行此操作。',
    '40400': '内容不存在。',
    '41300': '请求内容过大。',
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
    '20001': '你的视频超过了当前套餐的时长上限；请升级套餐或编辑视频',
    '20002': '你的视频点数已用完。升级套餐即可继续创作视频。',
    '20003': '脚本输入有误，请检查后重试。',
    '20004': '当前视频生成需求较高，请稍后再试。',
    '20005': '生成失败，请等待当前生成完成',
    '20006': '该项目已在其他窗口中修改。请重新加载以查看最新版本。',
    '20007': '视频文档无效。',
    '20008': '所选项目都还没有生成视频。',
    '20009': '你所在网络的免费试用今天已用完可生成的视频次数。注册账号即可继续创作视频。',
    '21001': '错误：不支持的文件类型',
    '21002': '存储空间已满。请删除一些文件或升级套餐。',
    '21003': '该上传已过期或不存在，请重新上传文件。',
    '21004': '上传尚未完成。',
    '21005': '有项目正在使用这些文件。仍要删除吗？',
    '21006': '文件夹过多，请删除已有文件夹',
    '21007': '此视频使用的某个文件已从素材中删除。请选择其他文件后重新生成。',
  },
};
