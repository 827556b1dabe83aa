import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showAnswer } from '../src/lib/show-answer.ts';

describe('a write’s answer put on screen', () => {
  it('stays when a read started before the write lands after it', async () => {
    // Arrange: a slow read of the thread, still on its way when the reply is answered
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['requests', 'thread', 'r1'];
    let land: (value: string) => void = () => undefined;
    const slowRead = client
      .fetchQuery({ queryKey: key, queryFn: () => new Promise<string>((resolve) => (land = resolve)) })
      .catch(() => undefined);

    // Act
    await showAnswer(client, key, 'thread with the reply');
    land('thread before the reply');
    await slowRead;

    // Assess
    expect(client.getQueryData(key)).toBe('thread with the reply');
  });
});
