/** A photo's blurred stand-in, shown where the viewer may not see the photo itself: `<base>-blur.webp`. */
export function blurredName(filename: string): string {
  return filename.replace(/\.webp$/, '-blur.webp')
}
