export { probeUpload, untrustedProbeArgs, UnreadableMediaError } from './probe-upload.js';
export { makeImageThumb, makePoster, waveformPeaks, THUMB_WIDTH, WAVEFORM_BARS } from './derive.js';
export { PeakReducer } from './derive-args.js';
