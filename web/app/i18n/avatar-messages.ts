/** Strings of the avatar picker and crop dialog of /setting (01 §2, §8). */
export const avatarMessages = {
  'en-US': {
    'avatar.choose': 'Choose image',
    'avatar.current': 'Your avatar',
    'avatar.cropTitle': 'Crop your avatar',
    'avatar.cropHelp': 'Drag the picture to place it in the square; zoom with the slider or the mouse wheel.',
    'avatar.cropArea': 'Avatar crop frame',
    'avatar.zoom': 'Zoom',
    'avatar.save': 'Save avatar',
    'avatar.cancel': 'Cancel',
    'avatar.typeNotSupported': 'file type not supported',
    'avatar.tooLarge': 'file exceeds 2MB',
    'avatar.unreadable': 'This image could not be read; please choose another one.',
  },
  'zh-CN': {
    'avatar.choose': '选择图片',
    'avatar.current': '当前头像',
    'avatar.cropTitle': '裁剪头像',
    'avatar.cropHelp': '拖动图片使其落在方框内；用滑块或鼠标滚轮缩放。',
    'avatar.cropArea': '头像裁剪框',
    'avatar.zoom': '缩放',
    'avatar.save': '保存头像',
    'avatar.cancel': '取消',
    'avatar.typeNotSupported': '文件类型不支持',
    'avatar.tooLarge': '文件超过 2MB',
    'avatar.unreadable': '无法读取该图片，请换一张。',
  },
} as const;
