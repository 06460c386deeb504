/**
 * A session that ends on a question answered in words, after an earlier turn left a step failing: the user moved on
 * past it. The failure still stands under Errors; the status rests on the answer. A failing check is no such step.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const ROOT = 'D:\\Desktop\\ml\\simclr-homework';
const stamp = '2026-06-30T07:00:00.000Z';
const item = (payload: unknown) => j({ timestamp: stamp, type: 'response_item', payload });
const cx = {
  prompt: (text: string) => [item({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] }), j({ timestamp: stamp, type: 'event_msg', payload: { type: 'user_message', message: text } })],
  say: (text: string) => [item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase: 'final_answer' })],
  run: (id: string, command: string, code: number, output: string) => [
    item({ type: 'function_call', name: 'shell_command', arguments: JSON.stringify({ command, workdir: ROOT, timeout_ms: 120000 }), call_id: id }),
    item({ type: 'function_call_output', call_id: id, output: `Exit code: ${code}\nWall time: 20.8 seconds\nOutput:\n${output}` }),
  ],
  end: () => [j({ timestamp: stamp, type: 'event_msg', payload: { type: 'task_complete', last_agent_message: '' } })],
};

const PERMISSION = 'Traceback (most recent call last):\n  File "code\\data.py", line 40, in <module>\nPermissionError: [Errno 13] Permission denied: \'data\\\\cifar-10-batches-py\\\\data_batch_4\'';
const PYTEST = '=========================== short test summary info ===========================\nFAILED tests/test_loss.py::test_positive_pairs - AssertionError: 2.99 != 2.3\n1 failed, 4 passed in 3.1s';

function session(failing: string[]) {
  const lines = [
    j({ timestamp: stamp, type: 'session_meta', payload: { id: '019f1755-0000-7000-8000-000000000002', cwd: ROOT, originator: 'Codex Desktop', cli_version: '0.142.4' } }),
    ...cx.prompt('第三天 根据weekly-plan和我的文件进度 告诉我接下来该做些什么'),
    ...failing,
    ...cx.say('今天做 NT-Xent loss。注意：数据目录 data/cifar-10-batches-py 现在有权限问题，预训练前需要你先修好它。'),
    ...cx.end(),
    ...cx.prompt('告诉我 具体该怎么做 我应该用什么函数 以及怎么使用'),
    ...cx.say('在 code/loss.py 里写 NTXentLoss：用 torch.cat 拼接 z1、z2，F.normalize 归一化，torch.matmul 算相似度，torch.eye 做掩码，最后 F.cross_entropy。'),
    ...cx.end(),
  ];
  const b = new HandoffBuilder({ sessionId: 's-qa', agent: 'codex', cwd: ROOT });
  for (const e of parseLines('codex-rollout', lines)) b.add(e);
  return b.build();
}

describe('a question answered in words after an earlier turn left a step failing', () => {
  it('is complete, and the failed step still stands under Errors', () => {
    const h = session(cx.run('r1', 'conda run -n ml python code\\data.py', 1, PERMISSION));
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/answered the latest prompt in words.*A step that failed in an earlier turn still stands/);
    expect(h.errors.map((e) => e.decisiveLine)).toEqual([expect.stringContaining('PermissionError')]);
  });

  it('is not complete when what fails is a check of the work', () => {
    const h = session(cx.run('r1', 'python -m pytest tests -q', 1, PYTEST));
    expect(h.status).toBe('in_progress');
    expect(h.errors).toHaveLength(1);
  });
});
