// A module hook for the server (registered by renderer.ts): a layout imports its own stylesheet so that the
// build puts those styles in the layout's chunk; on the server that import is an empty module, since the page
// links the built stylesheet itself (assets.ts).
const stylesheet = /\.s?css(?:\?.*)?$/

export async function load(url, context, nextLoad) {
  if (stylesheet.test(url)) return { format: 'module', source: '', shortCircuit: true }
  return nextLoad(url, context)
}
