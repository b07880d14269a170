// The playground: the input under every grammar, as you type.
//
// The DOM contract (for tests and for people who script the page): each
// grammar's result element carries data-grammar="rfc1738" (rfc1630,
// rfc2396, rfc3986, rfc3987) and, once the input is read, data-valid="true" or
// "false"; a valid input adds data-production, an invalid one
// data-offset (the byte offset of the error) and data-expected (the
// production that failed). Each component's cell carries
// data-component="NAME" inside its grammar's element, with the part as
// written as its text, or data-absent="true" when the URL has no such
// part. RFC 3986's element adds, for a valid input, data-host-kind (when
// there is a host), data-path-kind and data-normalized; RFC 3987's
// data-host-kind, data-path-kind and data-uri (the IRI's URI, RFC 3987
// §3.1). #results carries data-input, the input the results are of.

import { load } from './bridge.js';

const GRAMMARS = ['rfc1738', 'rfc1630', 'rfc2396', 'rfc3986', 'rfc3987'];
const TITLES = {
  rfc1738: 'RFC 1738', rfc1630: 'RFC 1630', rfc2396: 'RFC 2396', rfc3986: 'RFC 3986', rfc3987: 'RFC 3987',
};
/** Shown when the address holds no input. */
const EXAMPLE = 'http://joe@[::1]:8080/a;p?q#f';
/** Trees with at most this many nodes are shown open all the way down. */
const OPEN_ALL = 80;
/** Characters of a long text shown on either side of what matters. */
const CONTEXT = 48;

const urlField = document.getElementById('url');
const baseField = document.getElementById('base');
const mirror = document.getElementById('url-mirror');
const results = document.getElementById('results');

let request = null;
/** The input shown, its analysis, and its byte-to-index map. */
let current = null;

// ---------------------------------------------------------------- helpers

/** An element with attributes (`class`, `data-*`, ...) and children. */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined && value !== false) {
      node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : String(child));
    }
  }
  return node;
}

/**
 * For each byte offset of `s` in UTF-8 (and its end), the index of the
 * UTF-16 code unit that starts its character: byte offsets, as the
 * parsers give them, to string positions.
 */
function byteMap(s) {
  const map = [];
  let at = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < n; k++) map.push(at);
    at += ch.length;
  }
  map.push(at);
  return map;
}

/** The text of bytes `start..end` of the current input. */
function bytes(start, end) {
  const { input, map } = current;
  return input.slice(map[start] ?? input.length, map[end] ?? input.length);
}

/** Control characters as their pictures (U+2400...), so that they show. */
function visible(s) {
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\u007f' ? '\u2421' : String.fromCharCode(0x2400 + c.charCodeAt(0)));
}

/** `s`, shortened in the middle when long. */
function shortened(s, keep = CONTEXT) {
  return s.length > 2 * keep + 1 ? `${s.slice(0, keep)}…${s.slice(-keep)}` : s;
}

/** A production's name, which opens its explanation. */
function production(name, grammar) {
  return el('button', {
    type: 'button',
    class: 'production',
    'data-explain': name,
    'data-in': grammar,
    title: `What is ${name}? (${TITLES[grammar]})`,
  }, name);
}

/** Text with its `quoted` parts as code, as the library writes them. */
function marked(text) {
  return text.split('`').map((part, k) => (k % 2 === 1 ? el('code', {}, part) : part));
}

/** A list with `sep` between the items. */
function joined(items, sep) {
  const out = [];
  items.forEach((item, k) => {
    if (k > 0) out.push(sep);
    out.push(item);
  });
  return out;
}

// -------------------------------------------------------------- the hash

/** The address's `url` and `base` (`#url=...&base=...`). */
function readHash() {
  const params = {};
  for (const part of location.hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const value = part.slice(eq + 1);
    try {
      params[part.slice(0, eq)] = decodeURIComponent(value);
    } catch {
      params[part.slice(0, eq)] = value;
    }
  }
  return params;
}

/** The fragment that holds `input` and `base`. */
function hashOf(input, base) {
  let hash = `#url=${encodeURIComponent(input)}`;
  if (base) hash += `&base=${encodeURIComponent(base)}`;
  return hash;
}

function writeHash() {
  const hash = hashOf(urlField.value, baseField.value);
  if (location.hash !== hash) history.replaceState(null, '', hash);
  shareLink();
}

function shareLink() {
  const link = document.getElementById('share');
  const hash = hashOf(urlField.value, baseField.value);
  link.href = `${location.origin}${location.pathname}${hash}`;
}

// ------------------------------------------------------------ highlighting

/** Marks bytes `start..end` of the input field (an empty range as a caret). */
function highlight(start, end) {
  if (!current) return;
  const { input, map } = current;
  const a = map[start] ?? input.length;
  const b = map[end] ?? input.length;
  const mark = el('mark', { class: a === b ? 'caret' : null }, a === b ? '\u200b' : input.slice(a, b));
  mirror.replaceChildren(input.slice(0, a), mark, input.slice(b));
  // Bring the mark into view in the field.
  const left = mark.offsetLeft - 16;
  const right = mark.offsetLeft + mark.offsetWidth + 16;
  if (left < urlField.scrollLeft) urlField.scrollLeft = Math.max(0, left);
  else if (right > urlField.scrollLeft + urlField.clientWidth) {
    urlField.scrollLeft = right - urlField.clientWidth;
  }
  mirror.scrollLeft = urlField.scrollLeft;
}

function unhighlight() {
  mirror.replaceChildren();
}

function spanOf(target) {
  const node = target.closest?.('[data-start]');
  return node ? [Number(node.dataset.start), Number(node.dataset.end)] : null;
}

document.addEventListener('mouseover', (event) => {
  const span = spanOf(event.target);
  if (span) highlight(...span);
});
document.addEventListener('mouseout', (event) => {
  if (spanOf(event.target) && !spanOf(event.relatedTarget ?? document.body)) unhighlight();
});
document.addEventListener('focusin', (event) => {
  const span = spanOf(event.target);
  if (span) highlight(...span);
});
urlField.addEventListener('scroll', () => {
  mirror.scrollLeft = urlField.scrollLeft;
});

// --------------------------------------------------------------- results

/**
 * A tree node, `[production, start, end, children]` (byte offsets), and,
 * when open, its children (made when first opened).
 */
function treeNode(node, grammar, depth, openTo) {
  const [name, start, end, children] = node;
  const text = bytes(start, end);
  const label = [
    production(name, grammar),
    el('span', { class: 'range' }, ` ${start}..${end}`),
    el('code', { class: 'text', title: text.length > 2 * CONTEXT ? text : null },
      JSON.stringify(visible(shortened(text)))),
  ];
  const span = { 'data-start': start, 'data-end': end };
  if (children.length === 0) {
    return el('div', { class: 'leaf', ...span }, ...label);
  }
  const details = el('details', span, el('summary', {}, ...label));
  let made = false;
  const make = () => {
    if (made) return;
    made = true;
    details.append(el('div', { class: 'children' },
      children.map((c) => treeNode(c, grammar, depth + 1, openTo))));
  };
  if (depth < openTo) {
    details.open = true;
    make();
  }
  details.addEventListener('toggle', () => {
    if (details.open) make();
  });
  return details;
}

function count(node) {
  return 1 + node[3].reduce((n, c) => n + count(c), 0);
}

function components(reading) {
  // RFC 3986 names the kind of its host (§3.2.2) and of its path (§3.3),
  // RFC 3987 those of its ihost and ipath (§2.2).
  const kinds = reading.kinds ?? {};
  const kind = (name) => {
    const k = kinds[name];
    if (!k) return null;
    return el('span', { class: 'kind', 'data-kind-of': name, 'data-start': k.start, 'data-end': k.end },
      production(k.kind, reading.grammar));
  };
  const rows = Object.entries(reading.components).map(([name, value]) =>
    el('tr', {},
      el('th', { scope: 'row' }, name, kind(name)),
      value === null
        ? el('td', { 'data-component': name, 'data-absent': 'true', title: 'no such part' })
        : el('td', { 'data-component': name, class: value === '' ? 'empty' : null }, value)));
  return el('table', { class: 'components' },
    el('caption', {}, 'Components, as written'), el('tbody', {}, rows));
}

/** RFC 3986's normalization of a valid input (§6.2.2, §6.2.3). */
function normalization(reading) {
  if (reading.normalized === undefined) return null;
  return el('p', { class: 'normalized' },
    el('span', { class: 'label' }, 'normalized '),
    el('code', {}, visible(shortened(reading.normalized))),
    el('cite', {}, 'RFC 3986 §6.2.2–6.2.3'));
}

/** RFC 3987: the URI of a valid IRI reference (§3.1), as `rfc1738 to-uri` gives it. */
function iriUri(reading) {
  if (reading.uri === undefined) return null;
  return el('p', { class: 'normalized uri' },
    el('span', { class: 'label' }, 'as a URI '),
    el('code', {}, visible(shortened(reading.uri))),
    el('cite', {}, 'RFC 3987 §3.1'));
}

/** The input around the error's byte, that byte marked. */
function fault(error) {
  const { input, map } = current;
  const at = map[error.offset] ?? input.length;
  const next = at < input.length ? at + (input.codePointAt(at) > 0xffff ? 2 : 1) : at;
  const from = Math.max(0, at - CONTEXT);
  const to = Math.min(input.length, next + CONTEXT);
  return el('pre', {
    class: 'fault',
    'data-start': error.offset,
    'data-end': error.offset + new TextEncoder().encode(input.slice(at, next)).length,
  },
  from > 0 ? el('span', { class: 'elided' }, '…') : null,
  visible(input.slice(from, at)),
  at < input.length
    ? el('mark', { title: `byte ${error.offset}` }, visible(input.slice(at, next)))
    : el('mark', { class: 'end', title: `byte ${error.offset}: the end of the input` }, ' '),
  visible(input.slice(next, to)),
  to < input.length ? el('span', { class: 'elided' }, '…') : null);
}

function invalidBody(reading, grammar) {
  const e = reading.error;
  const parts = [fault(e), el('p', { class: 'message' }, e.message)];
  if (e.hint_detail) {
    const hint = e.hint_detail;
    parts.push(el('p', { class: 'hint', 'data-hint-id': hint.id },
      el('span', { class: 'label' }, 'hint '),
      ...marked(hint.text),
      el('cite', {}, hint.section),
      hint.id ? el('code', { class: 'hint-id' }, hint.id) : null));
  }
  // The productions around the error, innermost first, as the message
  // names them: the one that failed, then those that enclose it.
  const around = [el('span', { class: 'label' }, 'in ')];
  around.push(joined([e.expected, ...e.within].map((p) => production(p, grammar)), ' › '));
  if (e.after) around.push(el('span', { class: 'label' }, ', after '), production(e.after, grammar));
  parts.push(el('p', { class: 'within' }, ...around));
  parts.push(el('p', { class: 'command' }, el('code', {}, e.command)));
  return parts;
}

function showReading(reading, tree) {
  const grammar = reading.grammar;
  const article = results.querySelector(`[data-grammar="${grammar}"]`);
  const verdict = article.querySelector('.verdict');
  const body = article.querySelector('.body');
  article.dataset.valid = String(reading.valid);
  for (const key of ['production', 'offset', 'expected', 'hostKind', 'pathKind', 'normalized', 'uri']) {
    delete article.dataset[key];
  }
  if (reading.valid) {
    article.dataset.production = reading.production;
    if (reading.kinds?.host) article.dataset.hostKind = reading.kinds.host.kind;
    if (reading.kinds?.path) article.dataset.pathKind = reading.kinds.path.kind;
    if (reading.normalized !== undefined) article.dataset.normalized = reading.normalized;
    if (reading.uri !== undefined) article.dataset.uri = reading.uri;
    verdict.replaceChildren(
      el('span', { class: 'badge valid' }, 'valid'), ' ', production(reading.production, grammar));
    const size = count(tree);
    body.replaceChildren(...[
      components(reading),
      normalization(reading),
      iriUri(reading),
      el('div', { class: 'tree' },
        el('p', { class: 'caption' }, `Parse tree (${size} nodes)`),
        treeNode(tree, grammar, 0, size <= OPEN_ALL ? Infinity : 2)),
    ].filter((part) => part !== null));
  } else {
    const e = reading.error;
    article.dataset.offset = String(e.offset);
    article.dataset.expected = e.expected;
    verdict.replaceChildren(
      el('span', { class: 'badge invalid' }, 'invalid'),
      ` at byte ${e.offset}: expected `, production(e.expected, grammar));
    body.replaceChildren(...invalidBody(reading, grammar));
  }
}

function showDifferences(differences, readings) {
  const box = document.querySelector('#differences .content');
  if (differences.length === 0) {
    const valid = readings.filter((r) => r.valid).length;
    box.replaceChildren(el('p', { class: 'none' },
      valid === readings.length ? 'None found: the grammars read this input alike.'
        : valid > 0 ? 'No difference of a kind the crate knows: see above where each grammar stops.'
          : 'None found.'));
    return;
  }
  const head = el('tr', {}, el('th', {}, 'bytes'), el('th', {}, 'difference'),
    GRAMMARS.map((g) => el('th', {}, TITLES[g])));
  const rows = differences.map((d) => el('tr', { 'data-start': d.start, 'data-end': d.end, 'data-kind': d.kind },
    el('td', { class: 'where' }, el('code', {}, JSON.stringify(visible(shortened(d.text, 24)))),
      el('span', { class: 'range' }, ` ${d.start}..${d.end}`)),
    el('td', {}, ...marked(d.what)),
    d.readings.map((r) => el('td', { 'data-reading': r.grammar }, ...marked(r.what), el('cite', {}, r.section)))));
  box.replaceChildren(el('table', {}, el('thead', {}, head), el('tbody', {}, rows)));
}

/** One grammar's target of the input against the base, or why none. */
function target(outcome, section) {
  if (outcome.target !== null) {
    return el('span', { class: 'target' }, el('span', { class: 'label' }, 'target '),
      el('code', {}, outcome.target), el('cite', {}, section),
      (outcome.warnings ?? []).map((w) => el('span', { class: 'warning' }, ...marked(w))));
  }
  return el('span', { class: 'target' }, el('span', { class: 'label' }, 'no target: '), outcome.failure,
    el('cite', {}, section));
}

function showResolution(resolution) {
  const box = document.getElementById('resolution');
  delete box.dataset.target;
  delete box.dataset.targetRfc3986;
  if (!resolution) {
    box.replaceChildren();
    return;
  }
  if (resolution.target !== null) box.dataset.target = resolution.target;
  if (resolution.rfc3986.target !== null) box.dataset.targetRfc3986 = resolution.rfc3986.target;
  box.replaceChildren(
    target(resolution, 'RFC 2396 §5.2'),
    target(resolution.rfc3986, 'RFC 3986 §5.2–5.3'));
}

/** Reads the fields' input under every grammar and shows it all. */
function update({ fromHash = false } = {}) {
  if (!request) return;
  const started = performance.now();
  const input = urlField.value;
  const answer = request({ op: 'analyze', url: input, base: baseField.value });
  const answered = performance.now();
  if (answer.failure) throw new Error(answer.failure);
  current = { input, answer, map: byteMap(input) };
  answer.grammars.forEach((reading, k) => showReading(reading, answer.trees[k]));
  showDifferences(answer.differences, answer.grammars);
  showResolution(answer.resolution);
  document.getElementById('length').textContent =
    `${current.map.length - 1} bytes`;
  unhighlight();
  results.dataset.input = input;
  if (!fromHash) writeHash();
  else shareLink();
  // How long the parsers (with the JSON both ways) and the whole update
  // took, in milliseconds: for the test, and for the curious.
  document.body.dataset.requestMs = (answered - started).toFixed(1);
  document.body.dataset.updateMs = (performance.now() - started).toFixed(1);
  if (!document.body.dataset.firstResultMs) {
    document.body.dataset.firstResultMs = performance.now().toFixed(0);
  }
}

// ---------------------------------------------------------------- explain

const panel = document.getElementById('explain');

function explain(grammar, name) {
  const answer = request({ op: 'explain', grammar, name });
  if (answer.failure) throw new Error(answer.failure);
  const [first, ...rest] = answer.text.replace(/\n+$/, '').split('\n');
  while (rest.length > 0 && rest[0] === '') rest.shift();
  panel.querySelector('.name').textContent = first;
  panel.querySelector('.where').textContent = TITLES[grammar];
  panel.dataset.explainGrammar = grammar;
  panel.dataset.explainName = answer.name;
  const pre = panel.querySelector('.text');
  pre.replaceChildren();
  rest.forEach((line, k) => {
    if (k > 0) pre.append('\n');
    const linked = [['Made of: ', answer.made_of], ['Used in: ', answer.used_in]]
      .find(([label, names]) => line.startsWith(label) && names.length > 0);
    if (linked) {
      const [label, names] = linked;
      pre.append(label, ...joined(names.map((n) => production(n, grammar)), ', '));
    } else {
      pre.append(line);
    }
  });
  panel.querySelector('.command code').textContent = answer.command;
  panel.hidden = false;
  pre.scrollTop = 0;
}

document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-explain]');
  if (!button) return;
  event.preventDefault();
  explain(button.dataset.in, button.dataset.explain);
});
panel.querySelector('.close').addEventListener('click', () => {
  panel.hidden = true;
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') panel.hidden = true;
});

// --------------------------------------------------------------- generate

function seed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

for (const button of document.querySelectorAll('[data-generate]')) {
  button.addEventListener('click', () => {
    const grammar = button.closest('[data-grammar]').dataset.grammar;
    const nearMiss = button.dataset.generate === 'near-miss';
    const answer = request({ op: 'generate', grammar, near_miss: nearMiss, seed: seed() });
    const note = document.getElementById('generated');
    if (answer.failure) {
      note.textContent = answer.failure;
      return;
    }
    urlField.value = answer.input;
    update();
    note.replaceChildren(nearMiss
      ? `A near miss of ${TITLES[grammar]}: ${JSON.stringify(answer.from)} changed at byte ${answer.offset}, where ${answer.expected} cannot go on.`
      : `A URL drawn from ${TITLES[grammar]}'s grammar: ${answer.production}.`);
  });
}

// ------------------------------------------------------------------ start

function fromHash() {
  const params = readHash();
  if (!('url' in params) && !('base' in params)) return false;
  urlField.value = params.url ?? '';
  baseField.value = params.base ?? '';
  return true;
}

urlField.addEventListener('input', () => {
  document.getElementById('generated').replaceChildren();
  update();
});
baseField.addEventListener('input', () => update());
window.addEventListener('hashchange', () => {
  if (fromHash()) update({ fromHash: true });
});
document.getElementById('copy').addEventListener('click', async () => {
  const status = document.getElementById('copied');
  try {
    await navigator.clipboard.writeText(document.getElementById('share').href);
    status.textContent = 'copied';
  } catch {
    status.textContent = 'select the link and copy it';
  }
});

if (!fromHash()) urlField.value = EXAMPLE;
request = await load(new URL('rfc1738.wasm', import.meta.url));
document.getElementById('loading').remove();
update({ fromHash: true });
