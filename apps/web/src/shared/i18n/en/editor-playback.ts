export const editorPlayback = {
  label: 'Preview playback',
  play: 'Play (Space)',
  pause: 'Pause (Space)',
  time: '{{now}} / {{total}}',
  preparing: 'Preparing voice…',
  preparingHint: 'The server is making this line’s voice. Playing goes on as soon as it is ready.',
  failed_one: '{{count}} line cannot be spoken: {{error}}',
  failed_other: '{{count}} lines cannot be spoken: {{error}}',
  goTo: 'Go to a time (m:ss.d)',
  show: 'Show',
};
