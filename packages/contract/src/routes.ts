import { z } from 'zod';
import * as A from './auth.js';
import * as M from './assets.js';
import { Ok } from './envelope.js';
import { Uuid } from './ids.js';
import * as L from './library.js';
import { endpoints } from './paths.js';
import * as P from './projects.js';

/**
 * Every API call, once: method, path under /api (from paths.ts), request schema, data schema and who
 * may call it. The server registers its handlers against these and the web client calls through them
 * (by `endpoints`, which holds no schema), so a path or a shape is never written twice.
 *   auth: 'none' — no token needed; 'optional' — token read if present; 'user' — token required;
 *   'account' — token required and not a guest.
 */
export type Access = 'none' | 'optional' | 'user' | 'account';
export interface CallDef<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  request: Req;
  data: Data;
  access: Access;
  /** Counted by the auth rate limit. */
  authLimited?: boolean;
  summary: string;
  tag: string;
}
const def = <Req extends z.ZodType, Data extends z.ZodType>(d: CallDef<Req, Data>) => d;
const none = z.object({}).strict();

export const calls = {
  login: def({
    ...endpoints.login,
    request: A.LoginRequest,
    data: A.SessionData,
    access: 'optional',
    authLimited: true,
    summary: 'Sign in with email and hashed password',
    tag: 'auth',
  }),
  register: def({
    ...endpoints.register,
    request: A.RegisterRequest,
    data: A.SessionData,
    access: 'none',
    authLimited: true,
    summary: 'Create an account from a verified ticket',
    tag: 'auth',
  }),
  sendCode: def({
    ...endpoints.sendCode,
    request: A.SendCodeRequest,
    data: A.TicketData,
    access: 'optional',
    authLimited: true,
    summary: 'Email a 6-digit code (reg, resetpwd, resetemail)',
    tag: 'auth',
  }),
  checkCode: def({
    ...endpoints.checkCode,
    request: A.CheckCodeRequest,
    data: A.TicketData,
    access: 'none',
    authLimited: true,
    summary: 'Verify a code; returns a new ticket',
    tag: 'auth',
  }),
  resetPassword: def({
    ...endpoints.resetPassword,
    request: A.ResetPasswordRequest,
    data: Ok,
    access: 'none',
    authLimited: true,
    summary: 'Set a new password from a verified ticket',
    tag: 'auth',
  }),
  setPassword: def({
    ...endpoints.setPassword,
    request: A.SetPasswordRequest,
    data: Ok,
    access: 'account',
    authLimited: true,
    summary: 'Set the first password of an account that has none',
    tag: 'auth',
  }),
  guest: def({
    ...endpoints.guest,
    request: A.GuestRequest,
    data: A.GuestData,
    access: 'none',
    authLimited: true,
    summary: 'Start a free trial without an account',
    tag: 'auth',
  }),
  logout: def({ ...endpoints.logout, request: none, data: Ok, access: 'user', summary: 'End this session', tag: 'auth' }),
  captcha: def({
    ...endpoints.captcha,
    request: none,
    data: A.CaptchaData,
    access: 'none',
    authLimited: true,
    summary: 'A 4-character image captcha (single use, 5 minutes)',
    tag: 'auth',
  }),
  userInfo: def({ ...endpoints.userInfo, request: none, data: A.UserInfo, access: 'user', summary: 'The signed-in user', tag: 'user' }),
  userSave: def({
    ...endpoints.userSave,
    request: A.UserSaveRequest,
    data: A.UserInfo,
    access: 'account',
    summary: 'Change nickname or profile photo',
    tag: 'user',
  }),
  resetEmail: def({
    ...endpoints.resetEmail,
    request: A.ResetEmailRequest,
    data: A.UserInfo,
    access: 'account',
    authLimited: true,
    summary: 'Change the email with a code sent to the new address',
    tag: 'user',
  }),
  deleteUser: def({
    ...endpoints.deleteUser,
    request: A.DeleteUserRequest,
    data: Ok,
    access: 'account',
    authLimited: true,
    summary: 'Delete the account and its data',
    tag: 'user',
  }),
  transferGuest: def({
    ...endpoints.transferGuest,
    request: A.TransferGuestRequest,
    data: A.TransferGuestData,
    access: 'account',
    summary: "Move a guest's work to this account",
    tag: 'user',
  }),
  questionnaire: def({
    ...endpoints.questionnaire,
    request: A.QuestionnaireRequest,
    data: A.UserInfo,
    access: 'user',
    summary: 'Answer the sign-up questionnaire',
    tag: 'user',
  }),

  projectList: def({
    ...endpoints.projectList,
    request: P.ProjectListRequest,
    data: P.ProjectListData,
    access: 'user',
    summary: 'Videos and drafts of the current space, filtered and sorted',
    tag: 'projects',
  }),
  projectDetail: def({
    ...endpoints.projectDetail,
    request: P.ProjectIdRequest,
    data: P.ProjectDetail,
    access: 'user',
    summary: 'One project with its timeline document and video',
    tag: 'projects',
  }),
  projectSave: def({
    ...endpoints.projectSave,
    request: P.ProjectSaveRequest,
    data: P.ProjectDetail,
    access: 'user',
    summary: 'Create a draft or save a project’s timeline document',
    tag: 'projects',
  }),
  projectRename: def({
    ...endpoints.projectRename,
    request: P.ProjectRenameRequest,
    data: P.ProjectSummary,
    access: 'user',
    summary: 'Rename a project',
    tag: 'projects',
  }),
  projectDuplicate: def({
    ...endpoints.projectDuplicate,
    request: P.ProjectIdRequest,
    data: P.ProjectDetail,
    access: 'user',
    summary: 'Copy a project as a new draft (Edit As New)',
    tag: 'projects',
  }),
  projectDelete: def({
    ...endpoints.projectDelete,
    request: P.ProjectIdsRequest,
    data: Ok,
    access: 'user',
    summary: 'Delete projects (a running render is cancelled, its credit released)',
    tag: 'projects',
  }),
  projectMove: def({
    ...endpoints.projectMove,
    request: P.ProjectMoveRequest,
    data: Ok,
    access: 'user',
    summary: 'Move projects into a folder (null = out of any folder)',
    tag: 'projects',
  }),
  projectStatus: def({
    ...endpoints.projectStatus,
    request: P.ProjectStatusRequest,
    data: P.ProjectStatusData,
    access: 'user',
    summary: 'Status of projects (the polling fallback of the event stream)',
    tag: 'projects',
  }),
  projectEventsTicket: def({
    ...endpoints.projectEventsTicket,
    request: P.ProjectEventsTicketRequest,
    data: P.ProjectEventsTicketData,
    access: 'user',
    summary: 'A single-use ticket that opens the status stream of these projects (for EventSource, which cannot send the token header)',
    tag: 'projects',
  }),
  projectDownload: def({
    ...endpoints.projectDownload,
    request: P.ProjectIdsRequest,
    data: P.DownloadData,
    access: 'user',
    summary: 'A short-lived link to the video, or to a zip of several',
    tag: 'projects',
  }),
  folderList: def({
    ...endpoints.folderList,
    request: none,
    data: P.FolderListData,
    access: 'user',
    summary: 'Project folders of the current space',
    tag: 'projects',
  }),
  folderCreate: def({
    ...endpoints.folderCreate,
    request: P.FolderCreateRequest,
    data: P.Folder,
    access: 'user',
    summary: 'Create a project folder',
    tag: 'projects',
  }),
  folderRename: def({
    ...endpoints.folderRename,
    request: P.FolderRenameRequest,
    data: P.Folder,
    access: 'user',
    summary: 'Rename a project folder',
    tag: 'projects',
  }),
  folderDelete: def({
    ...endpoints.folderDelete,
    request: P.FolderIdRequest,
    data: Ok,
    access: 'user',
    summary: 'Delete a folder; its projects move out of it',
    tag: 'projects',
  }),
  creditCheck: def({
    ...endpoints.creditCheck,
    request: P.ProjectIdRequest,
    data: P.CreditCheckData,
    access: 'user',
    summary: 'Check plan length limit and credits before rendering',
    tag: 'render',
  }),
  render: def({
    ...endpoints.render,
    request: P.ProjectIdRequest,
    data: P.ProjectSummary,
    access: 'user',
    summary: 'Hold a credit and queue the render',
    tag: 'render',
  }),
  renderCancel: def({
    ...endpoints.renderCancel,
    request: P.ProjectIdRequest,
    data: P.ProjectSummary,
    access: 'user',
    summary: 'Cancel a queued or running render; the credit is released',
    tag: 'render',
  }),
  avatarList: def({
    ...endpoints.avatarList,
    request: L.AvatarListRequest,
    data: L.AvatarListData,
    access: 'user',
    summary: 'The built-in avatar library, filtered (spec 000 §3)',
    tag: 'library',
  }),
  avatarFavorite: def({
    ...endpoints.avatarFavorite,
    request: L.AvatarFavoriteRequest,
    data: L.AvatarFavoriteData,
    access: 'user',
    summary: 'Mark an avatar look as a favourite of the caller, or unmark it',
    tag: 'library',
  }),
  voiceList: def({
    ...endpoints.voiceList,
    request: L.VoiceListRequest,
    data: L.VoiceListData,
    access: 'user',
    summary: 'Voices of every configured speech engine',
    tag: 'library',
  }),
  capabilities: def({
    ...endpoints.capabilities,
    request: none,
    data: L.CapabilitiesData,
    access: 'none',
    summary: 'Which engine serves each capability',
    tag: 'library',
  }),

  uploadSign: def({
    ...endpoints.uploadSign,
    request: M.UploadSignRequest,
    data: M.UploadTarget,
    access: 'user',
    summary: 'Check a file against its tool’s rule and get a signed, expiring, size-bounded upload target',
    tag: 'uploads',
  }),
  uploadSts: def({
    ...endpoints.uploadSts,
    request: M.TempStsRequest,
    data: M.TempStsData,
    access: 'user',
    summary: 'Temporary credentials for the resumable upload endpoint',
    tag: 'uploads',
  }),
  uploadComplete: def({
    ...endpoints.uploadComplete,
    request: M.UploadCompleteRequest,
    data: M.Asset,
    access: 'user',
    summary: 'Check the uploaded file’s real content and keep it as an asset (or refuse and delete it)',
    tag: 'uploads',
  }),
  uploadCancel: def({
    ...endpoints.uploadCancel,
    request: M.UploadCancelRequest,
    data: Ok,
    access: 'user',
    summary: 'Abandon an upload; its partial data is deleted',
    tag: 'uploads',
  }),
  assetList: def({
    ...endpoints.assetList,
    request: M.AssetListRequest,
    data: M.AssetListData,
    access: 'user',
    summary: 'Files of the current space, filtered, searched and sorted, with storage usage',
    tag: 'assets',
  }),
  assetDetail: def({ ...endpoints.assetDetail, request: M.AssetIdRequest, data: M.Asset, access: 'user', summary: 'One file', tag: 'assets' }),
  assetRename: def({ ...endpoints.assetRename, request: M.AssetRenameRequest, data: M.Asset, access: 'user', summary: 'Rename a file', tag: 'assets' }),
  assetMove: def({
    ...endpoints.assetMove,
    request: M.AssetMoveRequest,
    data: Ok,
    access: 'user',
    summary: 'Move files into a folder (null = out of any folder)',
    tag: 'assets',
  }),
  assetDelete: def({
    ...endpoints.assetDelete,
    request: M.AssetDeleteRequest,
    data: Ok,
    access: 'user',
    summary: 'Delete files; refused with 21005 and the projects using them unless confirmed',
    tag: 'assets',
  }),
  assetBrand: def({
    ...endpoints.assetBrand,
    request: M.AssetBrandRequest,
    data: Ok,
    access: 'user',
    summary: 'Put files into a brand-kit slot (logo, video, image, music) or take them out',
    tag: 'assets',
  }),
  assetDownload: def({
    ...endpoints.assetDownload,
    request: M.AssetIdsRequest,
    data: M.AssetDownloadData,
    access: 'user',
    summary: 'A short-lived link to the file, or to a zip of several',
    tag: 'assets',
  }),
  assetFolderList: def({
    ...endpoints.assetFolderList,
    request: M.AssetFolderListRequest,
    data: M.AssetFolderListData,
    access: 'user',
    summary: 'Asset or brand-kit folders of the current space',
    tag: 'assets',
  }),
  assetFolderCreate: def({
    ...endpoints.assetFolderCreate,
    request: M.AssetFolderCreateRequest,
    data: M.AssetFolder,
    access: 'user',
    summary: 'Create a folder (brand-kit folders are limited)',
    tag: 'assets',
  }),
  assetFolderRename: def({
    ...endpoints.assetFolderRename,
    request: M.AssetFolderRenameRequest,
    data: M.AssetFolder,
    access: 'user',
    summary: 'Rename a folder',
    tag: 'assets',
  }),
  assetFolderDelete: def({
    ...endpoints.assetFolderDelete,
    request: M.AssetFolderIdRequest,
    data: Ok,
    access: 'user',
    summary: 'Delete a folder; its files move out of it',
    tag: 'assets',
  }),
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<K extends CallName> = z.input<Calls[K]['request']>;
export type DataOf<K extends CallName> = z.output<Calls[K]['data']>;

/** The query of a signed zip link (GET /project/zip, /asset/zip): which files, for whom, until when. */
export const ZipLinkQuery = z.object({
  ids: z
    .string()
    .max(100 * 37)
    .transform((s) => s.split(','))
    .pipe(z.array(Uuid('Unknown file')).min(1).max(100)),
  u: Uuid('Unknown user'),
  exp: z.coerce.number().int(),
  sig: z.string().max(200),
});
