/**
 * Piecewise-affine warp of one 8-bit image plane: each destination triangle is filled from its source
 * triangle, sampled bilinearly. Triangles whose corners did not move are skipped (the destination
 * already holds the still). `scale` maps mesh pixels to this plane's pixels (0.5 for 4:2:0 chroma).
 */
export function warpPlane(
  src: Uint8Array,
  dst: Uint8Array,
  width: number,
  height: number,
  triangles: Uint32Array,
  from: Float32Array,
  to: Float32Array,
  scale: number,
): void {
  const maxX = width - 1;
  const maxY = height - 1;
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t]!;
    const b = triangles[t + 1]!;
    const c = triangles[t + 2]!;
    const x0 = to[a * 2]! * scale;
    const y0 = to[a * 2 + 1]! * scale;
    const x1 = to[b * 2]! * scale;
    const y1 = to[b * 2 + 1]! * scale;
    const x2 = to[c * 2]! * scale;
    const y2 = to[c * 2 + 1]! * scale;
    const u0 = from[a * 2]! * scale;
    const v0 = from[a * 2 + 1]! * scale;
    const u1 = from[b * 2]! * scale;
    const v1 = from[b * 2 + 1]! * scale;
    const u2 = from[c * 2]! * scale;
    const v2 = from[c * 2 + 1]! * scale;
    if (Math.abs(x0 - u0) + Math.abs(y0 - v0) + Math.abs(x1 - u1) + Math.abs(y1 - v1) + Math.abs(x2 - u2) + Math.abs(y2 - v2) < 0.02) continue;
    const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (Math.abs(det) < 1e-6) continue;
    // Barycentric weights of a destination pixel, as affine functions of x and y.
    const inv = 1 / det;
    const w1x = (y2 - y0) * inv;
    const w1y = -(x2 - x0) * inv;
    const w2x = -(y1 - y0) * inv;
    const w2y = (x1 - x0) * inv;
    // The source point as affine functions of x and y.
    const sux = (u1 - u0) * w1x + (u2 - u0) * w2x;
    const suy = (u1 - u0) * w1y + (u2 - u0) * w2y;
    const svx = (v1 - v0) * w1x + (v2 - v0) * w2x;
    const svy = (v1 - v0) * w1y + (v2 - v0) * w2y;
    const top = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const bottom = Math.min(maxY, Math.ceil(Math.max(y0, y1, y2)));
    const left = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const right = Math.min(maxX, Math.ceil(Math.max(x0, x1, x2)));
    const eps = -1e-4;
    for (let y = top; y <= bottom; y++) {
      const py = y + 0.5 - y0;
      const row = y * width;
      for (let x = left; x <= right; x++) {
        const px = x + 0.5 - x0;
        const w1 = w1x * px + w1y * py;
        const w2 = w2x * px + w2y * py;
        if (w1 < eps || w2 < eps || w1 + w2 > 1 - eps) continue;
        let su = u0 + sux * px + suy * py - 0.5;
        let sv = v0 + svx * px + svy * py - 0.5;
        if (su < 0) su = 0;
        else if (su > maxX) su = maxX;
        if (sv < 0) sv = 0;
        else if (sv > maxY) sv = maxY;
        const ix = su | 0;
        const iy = sv | 0;
        const fx = su - ix;
        const fy = sv - iy;
        const i = iy * width + ix;
        const nx = ix < maxX ? 1 : 0;
        const ny = iy < maxY ? width : 0;
        const p00 = src[i]!;
        const p10 = src[i + nx]!;
        const p01 = src[i + ny]!;
        const p11 = src[i + ny + nx]!;
        const top2 = p00 + (p10 - p00) * fx;
        const bottom2 = p01 + (p11 - p01) * fx;
        dst[row + x] = (top2 + (bottom2 - top2) * fy + 0.5) | 0;
      }
    }
  }
}
