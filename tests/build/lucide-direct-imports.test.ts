import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { lucideDirectImports } from '../../scripts/lib/lucide-direct-imports.js';

function transform(code: string, id = '/app/src/client/features/x/Page.tsx'): string | null {
  const plugin = lucideDirectImports() as Plugin & { transform: (code: string, id: string) => { code: string } | null };
  return plugin.transform(code, id)?.code ?? null;
}

describe('lucide icons imported one by one (vite.config.ts)', () => {
  it('imports each icon from its own module, an alias and a renamed import included, and keeps the other names', () => {
    const out = transform(`import { ArrowLeft, AlertTriangle, Bell as BellIcon, LucideProvider } from 'lucide-react';\nexport const a = [ArrowLeft, AlertTriangle, BellIcon, LucideProvider];`);
    expect(out).toContain(`import { LucideProvider } from 'lucide-react';`);
    expect(out).toContain(`import ArrowLeft from 'lucide-react/icons/arrow-left';`);
    // An old name lucide keeps as an alias of its new module.
    expect(out).toContain(`import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';`);
    expect(out).toContain(`import BellIcon from 'lucide-react/icons/bell';`);
    expect(out).toContain('export const a = [ArrowLeft, AlertTriangle, BellIcon, LucideProvider];');
  });

  it('leaves files outside the client, and imports of other names only, as they are', () => {
    expect(transform(`import { ArrowLeft } from 'lucide-react';`, '/app/node_modules/x/index.js')).toBeNull();
    expect(transform(`import { LucideProvider } from 'lucide-react';`)).toBeNull();
  });
});
