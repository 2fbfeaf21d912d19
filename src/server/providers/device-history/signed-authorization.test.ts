import { describe, expect, it } from 'vitest';
import { signedAuthorization } from './signed-authorization';

describe('signedAuthorization', () => {
  it("reproduces the worked test vector from Recipero's developer site", () => {
    const header = signedAuthorization({
      accountId: '123',
      secretKey: '234623ger787qws3423',
      body: '{"category":1}',
    });
    expect(header).toBe('Basic MTIzOjZiMWZjMDMyNzBlNTc4YTk3NjVjMzY0YmQ2MjJlNmRkMjkzZDRlOGI=');
  });
});
