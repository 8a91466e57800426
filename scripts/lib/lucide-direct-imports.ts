import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Each icon name lucide-react's index exports (aliases included), mapped to its own module, read
 * from the index itself (`export { default as ArrowLeft, … } from './icons/arrow-left.mjs'`), so
 * a new lucide version brings its own names.
 */
function iconModules(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
  const modules = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) modules.set(name, file);
  }
  return modules;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * `import { ArrowLeft, Bell as BellIcon } from 'lucide-react'` becomes one import per icon of the
 * icon's own module (`lucide-react/icons/arrow-left`, a path the package exports). Through the
 * index, every icon's importer is the index, which every page imports: the chunking could not
 * tell which pages use an icon (vite.config.ts, publicSharedChunk), and a public page's icons
 * became one chunk each, dozens of requests before the page could show. Other names (the
 * provider, types) stay imported from the index. Build only: tests and the dev server import as
 * written.
 */
export function lucideDirectImports(): Plugin {
  let modules: Map<string, string> | undefined;
  return {
    name: 'upline:lucide-direct-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/client/') || !code.includes('lucide-react')) return null;
      const icons = (modules ??= iconModules());
      let changed = false;
      const out = code.replace(NAMED_IMPORT, (whole, list: string) => {
        const kept: string[] = [];
        const direct: string[] = [];
        for (const specifier of list.split(',').map((s) => s.trim()).filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
          const file = icons.get(imported!);
          if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else kept.push(specifier);
        }
        if (direct.length === 0) return whole;
        changed = true;
        return [...(kept.length ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []), ...direct].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
