import { TransactionGate } from '../../src/speed/transaction-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TransactionGate', () => {
  it('lets anyone through while no transaction is open', () => {
    const gate = new TransactionGate<string>();
    expect(gate.waitFor('a')).toBeUndefined();
  });

  it('holds back everyone but the owner until the transaction ends', async () => {
    const gate = new TransactionGate<string>();
    await gate.take('a');
    expect(gate.waitFor('a')).toBeUndefined();
    const held = gate.waitFor('b');
    expect(held).toBeInstanceOf(Promise);
    let released = false;
    void held!.then(() => (released = true));
    await tick();
    expect(released).toBe(false);
    gate.release();
    await tick();
    expect(released).toBe(true);
    expect(gate.waitFor('b')).toBeUndefined();
  });

  it('opens one transaction at a time, in the order they asked', async () => {
    const gate = new TransactionGate<string>();
    const order: string[] = [];
    await gate.take('a');
    order.push('a open');
    const second = gate.take('b').then(() => order.push('b open'));
    const third = gate.take('c').then(() => order.push('c open'));
    await tick();
    expect(order).toEqual(['a open']);
    gate.release();
    await tick();
    // Exactly one of the waiting transactions got the gate.
    expect(order).toHaveLength(2);
    gate.release();
    await Promise.all([second, third]);
    expect(order.slice(0, 1)).toEqual(['a open']);
    expect(order.slice(1).sort()).toEqual(['b open', 'c open']);
  });

  it('fails a wait that lasts longer than its timeout with SQLITE_BUSY', async () => {
    const gate = new TransactionGate<string>(20);
    await gate.take('a');
    await expect(gate.waitFor('b')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await expect(gate.take('c')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    gate.release();
    expect(gate.waitFor('b')).toBeUndefined();
  });
});
