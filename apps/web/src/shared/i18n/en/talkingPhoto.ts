export const talkingPhoto = {
  title: 'Talking photo',
  subtitle: 'Bring a portrait to life: upload a photo, write what it says, and render.',
  untitled: 'Untitled talking photo',
  newVideo: 'New talking photo',
  photo: {
    title: 'Choose a photo',
    hint: 'A clear, front-facing portrait: PNG, JPG or WEBP, up to 10 MB, the shorter side at least 300 px. 9:16 or 16:9 photos fit the frame best.',
    choose: 'Upload or choose a photo',
    change: 'Change photo',
    pickerTitle: 'Choose a portrait',
    empty: 'No photo yet',
    finding: 'Finding the face…',
    oneFace: 'Face found: this face will speak.',
    manyFaces: '{{count}} faces found. Click the one that should speak.',
    chosenFace: 'Face {{index}} of {{count}} will speak.',
    face: 'Face {{index}}',
    alt: 'The photo, with the faces found in it',
    failed: 'This photo could not be used',
  },
  problems: {
    photo: 'Choose a photo with a face first.',
    face: 'Click the face that should speak.',
    voice: 'Choose a voice for the script.',
    script: 'Write what the photo should say.',
  },
  script: {
    hint: 'Each sentence becomes a scene; the mouth moves with the voice.',
    placeholder: 'Hello! I’m speaking from a photo. Here is what I want to tell you…',
  },
  engine: {
    animationLocal: 'Animation: the face in your photo is warped on this machine so it speaks, blinks and moves a little — lively, not photorealistic.',
    animationLocalDetail:
      'The local engine finds the face and its mesh once, then moves the jaw, lips and eyelids along it frame by frame and paints the inside of the mouth. Photorealistic lip sync needs a talking-head service, which your administrator can connect.',
  },
};
