// Runs the project's TypeScript without compiling it first: `node --import ./scripts/run-typescript.mjs FILE.ts`
// (`npm run test:file -- test/webhooks/delivery.test.ts`). Each .ts or .tsx file of the repository is turned into
// JavaScript as it is loaded, with no type check (`npm run typecheck` does that): Node's own type stripping where the
// file allows it, else TypeScript's transpileModule (JSX, parameter properties), loaded only then. An import of
// `./x.js` finds `./x.ts` or `./x.tsx` when there is no `./x.js`. Worker threads inherit the flag, and so the hooks.
import { existsSync, readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

/** TypeScript's compiler, loaded the first time a file needs more than stripping (it takes a few hundred ms). */
let typescript;
const compiler = () => (typescript ??= nodeModule.createRequire(import.meta.url)('typescript'));

const ROOT = pathToFileURL(fileURLToPath(new URL('../', import.meta.url))).href;
const OWN = (url) => url.startsWith(ROOT) && !url.includes('/node_modules/');
/** tsconfig.json's options that change the JavaScript, as transpileModule takes them. */
const compilerOptions = (ts) => ({
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: 'preact',
  verbatimModuleSyntax: true,
  inlineSourceMap: true,
  inlineSources: true,
});

/** The JavaScript of one file. */
function javascript(source, fileName) {
  if (fileName.endsWith('.ts')) {
    try {
      return nodeModule.stripTypeScriptTypes(source, { mode: 'strip' });
    } catch {
      // Syntax stripping cannot erase (a parameter property): TypeScript's own transpiler below.
    }
  }
  const ts = compiler();
  return ts.transpileModule(source, { compilerOptions: compilerOptions(ts), fileName }).outputText;
}

// module.registerHooks came with Node 22.15 (and 23.5); the compiled tests (npm test) need nothing of this file.
if (typeof nodeModule.registerHooks !== 'function' || typeof nodeModule.stripTypeScriptTypes !== 'function') {
  process.stderr.write(`Running TypeScript from source needs Node.js 22.15 or later (this is ${process.versions.node}); npm test runs the compiled tests on any supported Node.\n`);
  process.exit(1);
}

process.setSourceMapsEnabled(true);

nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL !== undefined && OWN(context.parentURL)) {
      const url = new URL(specifier, context.parentURL);
      if (!existsSync(url)) {
        for (const extension of ['.ts', '.tsx']) {
          const candidate = new URL(url.href.replace(/\.js$/, extension));
          if (existsSync(candidate)) return { url: candidate.href, format: 'module', shortCircuit: true };
        }
      }
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!OWN(url) || !/\.tsx?$/.test(url)) return nextLoad(url, context);
    const fileName = fileURLToPath(url);
    return { format: 'module', source: javascript(readFileSync(fileName, 'utf8'), fileName), shortCircuit: true };
  },
});
