import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; ky (the BFF client, imported by the app's provider) uses it when it loads.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

// CI runs the suites two at a time on two cores: a dialog's re-render can take longer than the 1 s default.
// A test that waits for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
