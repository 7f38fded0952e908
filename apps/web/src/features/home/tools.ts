import {
  IconArrowsExchange,
  IconBolt,
  IconCamera,
  IconFileText,
  IconLanguage,
  IconLink,
  IconMessageCircle,
  IconMicrophone2,
  IconMovie,
  IconPackage,
  IconPhotoVideo,
  IconPlayerTrackNext,
  IconPresentation,
  IconShirt,
  IconSparkles,
  IconStack2,
  IconUserScan,
  IconUserSquareRounded,
  IconVideoPlus,
  IconWand,
  type Icon,
} from '@tabler/icons-react';

export interface Tool {
  key: string;
  to: string;
  icon: Icon;
  /** Two colours of the icon tile's gradient. */
  from: string;
  to2: string;
}

export const createVideoTools: Tool[] = [
  { key: 'blank', to: '/editor', icon: IconVideoPlus, from: '#6d44fb', to2: '#a66bff' },
  { key: 'url2video', to: '/url2video', icon: IconLink, from: '#2f7cf6', to2: '#5fc3ff' },
  { key: 'product', to: '/create/product', icon: IconPackage, from: '#f0764a', to2: '#ffb36b' },
  { key: 'topic', to: '/topic-to-video', icon: IconSparkles, from: '#d9479f', to2: '#ff8fc8' },
  { key: 'podcast', to: '/video-podcast', icon: IconMicrophone2, from: '#0fa38f', to2: '#52e0c4' },
  { key: 'quick', to: '/quickeditor', icon: IconBolt, from: '#e0a100', to2: '#ffd36e' },
];

export const avatarTools: Tool[] = [
  { key: 'avatarVideo', to: '/talking-avatar', icon: IconPresentation, from: '#f0764a', to2: '#6d44fb' },
  { key: 'customAvatar', to: '/create-custom-avatar', icon: IconUserScan, from: '#6d44fb', to2: '#d9479f' },
  { key: 'photoAvatar', to: '/aigc-avatar/create', icon: IconUserSquareRounded, from: '#2f7cf6', to2: '#a66bff' },
  { key: 'talkingPhoto', to: '/talking-photo', icon: IconMessageCircle, from: '#0fa38f', to2: '#2f7cf6' },
  { key: 'productAvatar', to: '/product-avatar', icon: IconShirt, from: '#f0764a', to2: '#d9479f' },
];

export const moreTools: Tool[] = [
  { key: 'translation', to: '/video-translation', icon: IconLanguage, from: '#2f7cf6', to2: '#5fc3ff' },
  { key: 'faceSwap', to: '/face-swap', icon: IconArrowsExchange, from: '#d9479f', to2: '#ff8fc8' },
  { key: 'vfx', to: '/avatar-vfx', icon: IconWand, from: '#6d44fb', to2: '#a66bff' },
  { key: 'photoShoot', to: '/product-photo-shoot', icon: IconCamera, from: '#f0764a', to2: '#ffb36b' },
  { key: 'videoShoot', to: '/product-video-shoot', icon: IconMovie, from: '#e0a100', to2: '#ffd36e' },
  { key: 'imageToVideo', to: '/image-or-text-to-video/image', icon: IconPhotoVideo, from: '#0fa38f', to2: '#52e0c4' },
  { key: 'videoToText', to: '/ai-tools/video-to-text', icon: IconFileText, from: '#475569', to2: '#94a3b8' },
  { key: 'extender', to: '/ai-tools/video-extender', icon: IconPlayerTrackNext, from: '#2f7cf6', to2: '#6d44fb' },
  { key: 'batch', to: '/batch-mode/add', icon: IconStack2, from: '#d9479f', to2: '#f0764a' },
];
