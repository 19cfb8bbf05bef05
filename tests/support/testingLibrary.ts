import { configure } from '@testing-library/react';
import { WAIT_HANG_GUARD_MS } from './hangGuards.ts';

// The component tests' waits for a state (findByText, waitFor) give up only when it is surely
// hung (./hangGuards.ts), not after Testing Library's default second, which a busy machine
// can take to load a module the component imports on demand.
configure({ asyncUtilTimeout: WAIT_HANG_GUARD_MS });
