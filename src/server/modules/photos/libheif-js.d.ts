// The part of libheif-js (libheif compiled to WebAssembly) that heif.ts uses; the package ships no types
// for its JavaScript API.
declare module 'libheif-js/wasm-bundle' {
  export interface DisplayTarget {
    data: Uint8ClampedArray
    width: number
    height: number
  }
  export interface HeifImage {
    get_width(): number
    get_height(): number
    is_primary(): boolean
    /** Decodes into target.data as interleaved RGBA; calls back with null when decoding fails. */
    display(target: DisplayTarget, callback: (shown: DisplayTarget | null) => void): void
    free(): void
  }
  export interface HeifDecoder {
    decoder: { delete(): void } | null
    /** Parses the file; an empty list when it is not a readable HEIF file. */
    decode(data: Uint8Array): HeifImage[]
  }
  const libheif: { HeifDecoder: new () => HeifDecoder }
  export default libheif
}
