// The route of each page, for the first load: a Vite plugin that answers `x.page.ts?route`
// (src/app/routeTable.tsx imports every page declaration so) with only the declaration's
// `path`, `access`, `screen` and `title` (what matching an address, guarding it and naming its
// tab need) and, for a page that reads data as it starts, `page`: an import of the whole
// declaration on demand, for its reads and the api modules they name. The rest (description,
// head, what the build pre-renders) only the build's pre-rendering reads. So a page's
// declaration is one module, split as a route module is in React Router or TanStack Router.
// In the pre-rendering's SSR build the query imports the whole declaration. The plugin also
// serves `virtual:pages`, the list of every page's route, so no file names every page.

import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const ROUTE_QUERY = /\.page\.ts\?route$/;
/** The module of every page's route: `import pages from 'virtual:pages'`. */
const PAGES_MODULE = 'virtual:pages';
const RESOLVED_PAGES = `\0${PAGES_MODULE}`;

/**
 * Every page declaration's file under `root`: `src/app/*.page.ts` and
 * `src/features/<feature>/*.page.ts`, in a stable order.
 * @param {string} root
 */
export function pageFiles(root) {
  const src = join(root, 'src');
  const pagesIn = (dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.page.ts'))
      .map((name) => join(dir, name));
  const features = readdirSync(join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(src, 'features', entry.name));
  return [join(src, 'app'), ...features]
    .flatMap(pagesIn)
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
}

/**
 * The pages module: each page's route (`?route`), with its declaration's file where the build
 * pre-renders (SSR), which names a page's chunks by it.
 * @param {string[]} files @param {boolean} withFiles
 */
export function pagesModule(files, withFiles) {
  const imports = files.map((file, i) => `import r${i} from ${JSON.stringify(`/${file}?route`)};`);
  const entries = files.map((file, i) =>
    withFiles ? `{ route: r${i}, file: ${JSON.stringify(file)} }` : `{ route: r${i} }`,
  );
  return `${imports.join('\n')}\nexport default [${entries.join(', ')}];\n`;
}
const ROUTE_KEYS = ['path', 'access', 'screen', 'title'];
const REQUIRED_KEYS = ['path', 'screen'];

/** The object literal a page module's default export declares (`satisfies Page` removed). */
function declarationOf(program) {
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  let object = exported?.declaration;
  while (object && (object.type === 'TSSatisfiesExpression' || object.type === 'TSAsExpression'))
    object = object.expression;
  return object?.type === 'ObjectExpression' ? object : null;
}

/** Every identifier named in a syntax tree (a superset of the free ones: enough to keep imports). */
function identifiersIn(node, names) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) identifiersIn(child, names);
    return;
  }
  if (node.type === 'Identifier') names.add(node.name);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') identifiersIn(child, names);
}

/**
 * The module's imports and a default export of just the route's properties.
 * @param {string} code the page module as JavaScript
 * @param {{ body: any[] }} program its syntax tree (ESTree)
 * @param {string} id for the error message
 */
export function routeOfPage(code, program, id) {
  const object = declarationOf(program);
  if (!object)
    throw new Error(`${id}: a page module's default export must be its declaration's object`);
  const slice = (node) => code.slice(node.start, node.end);
  const kept = object.properties.filter(
    (property) =>
      property.type === 'Property' &&
      property.key.type === 'Identifier' &&
      ROUTE_KEYS.includes(property.key.name),
  );
  const named = (key) => object.properties.some((property) => property.key?.name === key);
  const missing = REQUIRED_KEYS.filter((key) => !named(key));
  if (missing.length > 0) throw new Error(`${id}: its declaration has no ${missing.join(', ')}`);
  // Only the imports the route's properties use: another module's import, even unused, would
  // place that module in the first load's chunk.
  const used = new Set();
  for (const property of kept) identifiersIn(property.value, used);
  const imports = program.body
    .filter((node) => node.type === 'ImportDeclaration')
    .filter((node) => node.specifiers.some((specifier) => used.has(specifier.local.name)))
    .map(slice);
  // And where the page reads data as it starts, the whole declaration on demand (this module
  // without the query): the browser needs nothing else of it.
  const self = `./${id.replace(/\?.*$/, '').split('/').pop()}`;
  const page = named('reads') ? [`page: () => import(${JSON.stringify(self)})`] : [];
  const route = [...kept.map(slice), ...page].join(', ');
  return `${imports.join('\n')}\nexport default { ${route} };\n`;
}

/** @returns {import('vite').Plugin} */
export function pageRoutes() {
  let root = process.cwd();
  return {
    name: 'kopi-page-routes',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === PAGES_MODULE ? RESOLVED_PAGES : null;
    },
    load(id, options) {
      if (id !== RESOLVED_PAGES) return null;
      return pagesModule(pageFiles(root), Boolean(options?.ssr));
    },
    transform(code, id, options) {
      // The build's pre-rendering (SSR) reads whole declarations: descriptions, heads, items.
      if (!ROUTE_QUERY.test(id) || options?.ssr) return null;
      return { code: routeOfPage(code, this.parse(code), id), map: null };
    },
  };
}
