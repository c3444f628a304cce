import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setFeedSocketForTests } from '../lib/feed/feed';
import { FakeSocket, fakeSocketFactory } from './fake-socket';

// No real websockets in jsdom: every test gets a fresh feed client over a fake socket.
beforeEach(() => {
  FakeSocket.all = [];
  setFeedSocketForTests(fakeSocketFactory);
});

afterEach(() => cleanup());
