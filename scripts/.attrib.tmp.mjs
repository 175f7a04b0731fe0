import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const sizes = new Map();
const lines = code.split('\n');
let prev = null;
c.eachMapping(
  (m) => {
    if (prev) {
      const len =
        m.generatedLine === prev.generatedLine
          ? m.generatedColumn - prev.generatedColumn
          : lines[prev.generatedLine - 1].length - prev.generatedColumn;
      const src = prev.source ?? '(none)';
      sizes.set(src, (sizes.get(src) ?? 0) + len);
    }
    prev = m;
  },
  null,
  SourceMapConsumer.GENERATED_ORDER,
);
const byPkg = new Map();
for (const [s, n] of sizes) {
  const key = s
    .replace(/.*node_modules\//, '')
    .replace(/^(@[^/]+\/[^/]+|[^@][^/]*)\/.*/, '$1')
    .replace(/.*packages\/([^/]+)\/src\/(.*)/, '$1/$2');
  byPkg.set(key, (byPkg.get(key) ?? 0) + n);
}
const top = [...(process.argv[3] === 'files' ? sizes : byPkg)]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.argv[4] ?? 40));
for (const [k, n] of top) console.log(String(n).padStart(8), k.replace(/.*node_modules\//, ''));
