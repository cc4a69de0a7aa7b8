import type Sharp from 'sharp'

/**
 * sharp, loaded on a process's first image rather than at its start: libvips adds some 30 MB to a process,
 * and a started server that has not yet drawn a picture need not hold it (docs/benchmarks.md, memory).
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default
}
