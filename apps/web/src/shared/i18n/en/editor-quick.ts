/** The quick editor (/quickeditor): a video's script, presenter and captions, without a timeline. */
export const editorQuick = {
  title: 'Quick editor',
  fullEditor: 'Open in the full editor',
  pick: {
    title: 'Quick editor',
    hint: 'Change a video’s words, voices, presenter and captions, then render it again — no timeline. Choose one of your recent videos or drafts, or press “Quick edit” on any video’s page.',
    recent: 'Recent videos and drafts',
    empty: 'No videos yet. Make one first (an avatar video, for example), then come back to change its script.',
    make: 'Make an avatar video',
    all: 'All projects',
    open: 'Quick edit {{name}}',
  },
  lines: {
    title: 'Script',
    hint: 'Every line of the video, in order: its words, its voice and how fast it is spoken.',
    scene: 'Scene {{n}}',
    line: 'Line {{n}}',
    words: 'Words of line {{n}}',
    add: 'Add a line',
    addTo: 'Add a line to scene {{n}}',
    remove: 'Remove line {{n}}',
  },
  presenter: {
    title: 'Presenter',
    hint: 'Who presents the whole video.',
    current: 'Every scene is presented by the avatar shown in the preview.',
    none: 'No presenter: the voice speaks over the scenes.',
    change: 'Change presenter',
    remove: 'No presenter',
    choose: 'Choose the presenter',
    chooseHint: 'A look from the library or one of your own avatars; it presents every scene.',
  },
  captions: {
    title: 'Captions',
    enabled: 'Show captions',
    style: 'Caption style',
  },
  preview: {
    title: 'Preview',
    hint: 'Play it to hear the voices; paused, it shows the scene of the line you are editing.',
  },
};
