// Development aid: which sources make up a built chunk (build with SOURCEMAP=1 first).
// Bytes per package; with PKG=monaco-editor DEPTH=6, per path inside that package (first DEPTH
// segments), TOP=n rows.
const fs = require('fs');
const { SourceMapConsumer } = require('source-map');
(async () => {
  const files = process.argv.slice(2);
  const agg = {};
  for (const f of files) {
    const map = JSON.parse(fs.readFileSync(f + '.map', 'utf8'));
    await SourceMapConsumer.with(map, null, (c) => {
      let prev = null;
      c.eachMapping((m) => {
        if (prev && prev.generatedLine === m.generatedLine) {
          const len = m.generatedColumn - prev.generatedColumn;
          const src = prev.source || '?';
          const mm = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
          const inside = mm && mm[1] === process.env.PKG ? src.slice(src.indexOf(mm[0]) + mm[0].length + 1) : null;
          const k =
            inside !== null
              ? inside
                  .split('/')
                  .slice(0, Number(process.env.DEPTH || 4))
                  .join('/')
              : mm
                ? mm[1]
                : src
                    .replace(/^webpack:\/\/[^/]*\//, '')
                    .split('/')
                    .slice(0, 3)
                    .join('/');
          agg[k] = (agg[k] || 0) + len;
        }
        prev = m;
      });
    });
  }
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP || 30))
    .forEach(([k, v]) => console.log(String(v).padStart(9), k));
})();
