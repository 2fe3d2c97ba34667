import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { useSyncExternalStore } from 'use-sync-external-store/shim';
import { describe, expect, it } from 'vitest';

describe('the stand-in for use-sync-external-store/shim', () => {
  it("is React's own hook, which the portal's React has", () => {
    expect(Number(React.version.split('.')[0])).toBeGreaterThanOrEqual(18);
    expect(typeof React.useSyncExternalStore).toBe('function');
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it('answers the one name react-i18next imports from the shim', () => {
    const file = path.resolve('node_modules/react-i18next/dist/es/useTranslation.js');
    const imports = readFileSync(file, 'utf8').match(
      /import \{([^}]*)\} from 'use-sync-external-store\/shim'/,
    );
    expect(imports?.[1]?.trim()).toBe('useSyncExternalStore');
  });
});
