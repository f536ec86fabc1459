import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { refuseTaken, writeUnique } from './taken';

const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });

describe('is taken', () => {
  it('refuses with the message of the first taken field, in the order given', () => {
    expect(() =>
      refuseTaken(
        [
          [false, 'post.addNameTaken'],
          [true, 'post.addCodeTaken'],
        ],
        { name: 'x' },
      ),
    ).toThrow(expect.objectContaining({ key: 'post.addCodeTaken', params: { name: 'x' } }));
    expect(() => refuseTaken([[false, 'post.addNameTaken']])).not.toThrow();
  });

  it('answers a unique violation of the write (even wrapped) with the message, and passes others on', async () => {
    await expect(writeUnique('post.addCodeTaken', { name: 'x' }, async () => 7)).resolves.toBe(7);
    const wrapped = new Error('query failed', { cause: uniqueViolation });
    const refused = await writeUnique('post.addCodeTaken', { name: 'x' }, () => Promise.reject(wrapped)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ key: 'post.addCodeTaken', params: { name: 'x' } });
    const other = new Error('other');
    await expect(writeUnique('post.addCodeTaken', {}, () => Promise.reject(other))).rejects.toBe(other);
  });
});
