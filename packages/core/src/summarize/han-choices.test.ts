// Decisions said in Chinese (issue 12, class 7: decisions missed): the user's limit on the work, and the agent's own
// switch to another way after one failed. Garbage stays out: advice to the user, a question, a check done another way.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { decisionKey } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { endsAskingInChinese, hanDecisions, hanPromptChoice } from './han-choices.js';

function decisions(events: TranscriptEvent[]): { text: string; by?: string }[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => ({ text: d.text, by: d.by }));
}

describe('a limit the user sets in Chinese', () => {
  it('takes "only 5000 is enough" after the assistant offered the full run', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 5, text: '帮我运行一下训练脚本' },
      {
        kind: 'assistant_text',
        line: 20,
        text: '训练跑通了！这是用小 CNN + 2000 张图跑 5 轮的结果。\n\n要用 ResNet18 训练全量数据（100 epoch），在 `pretrain.py` 里去掉 `train_size` 限制即可。',
      },
      { kind: 'user_prompt', line: 22, text: '跑5000张就行了' },
      { kind: 'assistant_text', line: 30, text: '已在后台启动：ResNet-18，5000 张，batch 512，50 个 epoch。' },
    ]);
    expect(d).toContainEqual({ text: '跑5000张就行了', by: 'user' });
  });

  it('takes a rule for the agent stated in a later prompt', () => {
    const prompt = '记住这个项目的偏好：\n1.用 conda 环境 MedAI 验证 python\n2.给我修改建议即可，我在学习阶段，不需要直接改我的文件\n';
    expect(hanPromptChoice(prompt)?.text).toBe('记住这个项目的偏好： 1.用 conda 环境 MedAI 验证 python 2.给我修改建议即可，我在学习阶段，不需要直接改我的文件');
  });

  it('takes no question and no plain request', () => {
    expect(hanPromptChoice('需要我把改动 push 上去吗')).toBeNull();
    expect(hanPromptChoice('为什么不需要写 projection head 的代码')).toBeNull();
    expect(hanPromptChoice('教我数据读取怎么写')).toBeNull();
    expect(hanPromptChoice('帮我运行一下')).toBeNull();
    expect(hanPromptChoice('继续')).toBeNull();
    expect(hanPromptChoice('改完之后不要忘了提交到仓库')).toBeNull();
  });

  it('leaves an English prompt to the English readers', () => {
    expect(hanPromptChoice('just use the 5000 subset, 不用全量')).toBeNull();
  });
});

describe('a way the agent takes, said in Chinese', () => {
  it('keeps the switch with the failure before it on the line', () => {
    const text = 'conda 版本太旧导致 solver 内存溢出。改用 **pip** 在 simclr 环境中安装，更快更可靠。';
    expect(hanDecisions(text).map((d) => d.text)).toEqual(['conda 版本太旧导致 solver 内存溢出。改用 pip 在 simclr 环境中安装，更快更可靠。']);
  });

  it('takes "to avoid X, I will Y" and a switch in a closing list, but not the bullet before it', () => {
    const report = [
      '已完成第六天的可视化部分。',
      '',
      '- 修正路径为基于项目根目录，避免从不同目录运行时报错',
      '- 改用 `data_working/`，避开你原来 `data/cifar-10-batches-py` 的权限问题',
    ].join('\n');
    expect(hanDecisions(report).map((d) => d.text)).toEqual(['改用 `data_working/`，避开你原来 `data/cifar-10-batches-py` 的权限问题']);
    const step = '这个目录连读取 ACL 都被拒绝。为避免删除或改权限，我会让脚本使用新的数据目录 `data_working/`，并把它加入 `.gitignore`。';
    expect(hanDecisions(step).map((d) => d.text)).toEqual(['为避免删除或改权限，我会让脚本使用新的数据目录 `data_working/`，并把它加入 `.gitignore`。']);
  });

  it('takes "I will use X rather than Y"', () => {
    expect(hanDecisions('我会用矩阵运算加 `F.cross_entropy` 实现 loss，而不是双重 for 循环。')).toHaveLength(1);
  });

  it('takes no check done another way, no advice to the user and no undecided step', () => {
    expect(hanDecisions('我改用 Python 检查 PNG 尺寸和文件有效性。')).toEqual([]);
    expect(hanDecisions('建议改用 `AdamW` 优化器，收敛更稳。')).toEqual([]);
    expect(hanDecisions('第五天你要做的是接一个线性评估脚本，而不是再动预训练主体。')).toEqual([]);
    expect(hanDecisions('我先验证一下普通命令通不通，再决定用更稳的方式落盘。')).toEqual([]);
    expect(hanDecisions('把 `download=False` 改成 `download=True`，第一次运行会自动下载。')).toEqual([]);
  });

  it('reads no English message', () => {
    expect(hanDecisions("I'll use pip instead of conda because the solver ran out of memory.")).toEqual([]);
  });
});

describe('what only looks like a choice in a Chinese session', () => {
  it('takes no row of a troubleshooting table (symptom, cause, fix), but the same switch said as a sentence', () => {
    const table = [
      '常见问题：',
      '',
      '| 现象 | 原因 | 解决 |',
      '|---|---|---|',
      '| 输出是 `[B, 768]` 而非 `[B, 50, 768]` | 用了 `outputs.pooler_output` | 改用 `outputs.last_hidden_state` |',
    ].join('\n');
    expect(hanDecisions(table)).toEqual([]);
    expect(hanDecisions('池化输出丢了 token 维度。我改用 `outputs.last_hidden_state`，保留每个 patch 的特征。')).toHaveLength(1);
  });

  it('takes no pasted warning the user asks about, however its English reads', () => {
    const pasted =
      'Warning: You are sending unauthenticated requests to the HF Hub. Please set a HF_TOKEN to enable higher rate limits and faster downloads.\n' +
      '[transformers] `torch_dtype` is deprecated! Use `dtype` instead!是什么问题怎么解决';
    const answer = { kind: 'assistant_text' as const, line: 12, text: '模型加载好了，下一步可以跑一个 batch 看看输出形状。' };
    const d = decisions([{ kind: 'user_prompt', line: 2, text: '帮我加载 ViT 模型' }, answer, { kind: 'user_prompt', line: 14, text: pasted }]);
    expect(d).toEqual([]);
    expect(endsAskingInChinese(pasted)).toBe(true);
    expect(endsAskingInChinese('`torch_dtype` is deprecated, use `dtype` instead. 不用管这个警告，继续训练')).toBe(false);
  });
});

describe('two decisions said in Chinese', () => {
  it('keep keys of their own', () => {
    expect(decisionKey('跑5000张就行了')).not.toBe(decisionKey('帮我把py文件创建好，里面不要写内容'));
    expect(decisionKey('跑5000张就行了')).not.toBe('5000');
  });
});
