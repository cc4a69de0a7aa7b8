import type Sharp from 'sharp'

let loading: Promise<typeof Sharp> | undefined

/**
 * sharp, loaded on a process's first image rather than at its start: libvips adds some 30 MB to a process,
 * and a started server that has not yet drawn a picture need not hold it (docs/benchmarks.md, memory).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}
