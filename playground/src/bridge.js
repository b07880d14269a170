// The crate in WebAssembly (playground/wasm/): a request, a JSON object,
// is written into the module's memory; the answer, a JSON object, is read
// back from it. The module imports nothing.

/** Loads the module at `url` and returns `request(object) -> object`. */
export async function load(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${response.statusText}`);
  }
  const type = response.headers.get('content-type') || '';
  // Compiled as it arrives when the host names its media type; else
  // from its bytes (some static hosts serve .wasm as something else).
  const { instance } = type.startsWith('application/wasm')
    ? await WebAssembly.instantiateStreaming(response, {})
    : await WebAssembly.instantiate(await response.arrayBuffer(), {});
  const exports = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return function request(object) {
    const bytes = encoder.encode(JSON.stringify(object));
    const at = exports.request_buffer(bytes.length);
    new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
    const length = exports.request(bytes.length);
    // The memory may have grown during the request: a new view.
    const answer = new Uint8Array(exports.memory.buffer, exports.answer_ptr(), length);
    return JSON.parse(decoder.decode(answer));
  };
}
