/**
 * Method and path of every API call, and nothing else: what the web client needs to send a request,
 * without the zod schemas of `calls` (routes.ts), which take their method and path from here. A module
 * with no imports, so a page that only calls the API does not load the contract's schemas.
 */
export const endpoints = {
  login: { method: 'POST', path: '/v1/auth/login' },
  register: { method: 'POST', path: '/v1/auth/register' },
  sendCode: { method: 'POST', path: '/v1/auth/send_code' },
  checkCode: { method: 'POST', path: '/v1/auth/check_code' },
  resetPassword: { method: 'POST', path: '/v1/auth/reset_password' },
  setPassword: { method: 'POST', path: '/v1/auth/set_password' },
  guest: { method: 'POST', path: '/v1/auth/guest' },
  logout: { method: 'GET', path: '/v1/auth/logout' },
  captcha: { method: 'GET', path: '/common/captcha' },
  userInfo: { method: 'GET', path: '/v1/user/info' },
  userSave: { method: 'POST', path: '/v1/user/save' },
  resetEmail: { method: 'POST', path: '/v1/user/reset_email' },
  deleteUser: { method: 'POST', path: '/v1/user/del' },
  transferGuest: { method: 'POST', path: '/v1/user/transfer_guest_tasks' },
  questionnaire: { method: 'POST', path: '/v1/user/questionnaire' },
  projectList: { method: 'GET', path: '/project/list' },
  projectDetail: { method: 'GET', path: '/project/detail' },
  projectSave: { method: 'POST', path: '/project/save' },
  projectRename: { method: 'POST', path: '/project/rename' },
  projectDuplicate: { method: 'POST', path: '/project/duplicate' },
  projectDelete: { method: 'POST', path: '/project/delete' },
  projectMove: { method: 'POST', path: '/project/move' },
  projectStatus: { method: 'GET', path: '/project/status' },
  projectEventsTicket: { method: 'POST', path: '/project/events/ticket' },
  projectDownload: { method: 'POST', path: '/project/download' },
  folderList: { method: 'GET', path: '/project/folder/list' },
  folderCreate: { method: 'POST', path: '/project/folder/create' },
  folderRename: { method: 'POST', path: '/project/folder/rename' },
  folderDelete: { method: 'POST', path: '/project/folder/delete' },
  creditCheck: { method: 'POST', path: '/project/render/credit_check' },
  render: { method: 'POST', path: '/project/render' },
  renderCancel: { method: 'POST', path: '/project/render/cancel' },
  avatarList: { method: 'GET', path: '/avatar/library' },
  avatarFavorite: { method: 'POST', path: '/avatar/favorite' },
  voiceList: { method: 'GET', path: '/voice/list' },
  capabilities: { method: 'GET', path: '/common/capabilities' },
  uploadSign: { method: 'POST', path: '/common/upload/oss_sign' },
  uploadSts: { method: 'POST', path: '/common/upload/temp_sts' },
  uploadComplete: { method: 'POST', path: '/common/upload/complete' },
  uploadCancel: { method: 'POST', path: '/common/upload/cancel' },
  assetList: { method: 'GET', path: '/asset/list' },
  assetDetail: { method: 'GET', path: '/asset/detail' },
  assetRename: { method: 'POST', path: '/asset/rename' },
  assetMove: { method: 'POST', path: '/asset/move' },
  assetDelete: { method: 'POST', path: '/asset/delete' },
  assetBrand: { method: 'POST', path: '/asset/brand' },
  assetDownload: { method: 'POST', path: '/asset/download' },
  assetFolderList: { method: 'GET', path: '/asset/folder/list' },
  assetFolderCreate: { method: 'POST', path: '/asset/folder/create' },
  assetFolderRename: { method: 'POST', path: '/asset/folder/rename' },
  assetFolderDelete: { method: 'POST', path: '/asset/folder/delete' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;
export type Endpoint = (typeof endpoints)[keyof typeof endpoints];

/** Where the API is mounted. */
export const API_PREFIX = '/api';
/** Served outside the JSON envelope. */
export const BEACON_PATH = '/event/log/rt.gif';
