import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setFeedSocketForTests } from '../lib/feed/feed';
import { FakeSocket, fakeSocketFactory } from './fake-socket';

// findBy*/waitFor give up after 1 s by default; on two busy cores a lazy route chunk can take
// longer to load than that (guards.test.tsx failed on and off under load), so allow 5 s.
configure({ asyncUtilTimeout: 5000 });

// No real websockets in jsdom: every test gets a fresh feed client over a fake socket.
beforeEach(() => {
  FakeSocket.all = [];
  setFeedSocketForTests(fakeSocketFactory);
});

afterEach(() => cleanup());
