/**
 * Files written by PowerShell commands, as Codex on Windows runs them when its patch tool is blocked: the command text
 * read by PowerShell's rules, and the session's files and errors that follow from it.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';
import { isPowerShellWrite, powerShellWrites } from './powershell-writes.js';

const ROOT = 'D:\\Desktop\\ml\\simclr-homework';
const hereString = (body: string, target: string) => `@'\n${body}\n'@ | Set-Content -Encoding UTF8 ${target}`;
const SCRIPT = 'import torch\nfrom torch import nn\n\n\ndef main():\n    print("device:", torch.device("cpu"))  # > 0 steps\n';

describe('powerShellWrites: the files a PowerShell command says it changes', () => {
  it('reads a here-string piped into Set-Content, and a file rewritten through -replace', () => {
    expect(powerShellWrites(hereString(SCRIPT, 'code\\probe.py'))).toEqual([{ path: 'code\\probe.py', change: 'modified' }]);
    const replace = `(Get-Content -Encoding UTF8 code\\probe.py) -replace 'print\\("设备：", device\\)', 'print("device:", device)' | Set-Content -Encoding UTF8 code\\probe.py`;
    expect(powerShellWrites(replace, ROOT)).toEqual([{ path: `${ROOT}/code\\probe.py`, change: 'modified' }]);
    expect(powerShellWrites('$text = Get-Content -Raw -Encoding UTF8 code\\probe.py\n$text = $text.Replace("a", "b")\nSet-Content -Encoding UTF8 code\\probe.py $text')).toEqual([
      { path: 'code\\probe.py', change: 'modified' },
    ]);
  });

  it('reads Add-Content inside a script block, Out-File, New-Item and Remove-Item by their parameters', () => {
    const ignore = "if (-not (Select-String -Path .gitignore -Pattern '^data_work/' -Quiet)) { Add-Content -Encoding UTF8 .gitignore \"data_work/\" }\nNew-Item -ItemType Directory -Force data_work | Out-Null";
    expect(powerShellWrites(ignore)).toEqual([{ path: '.gitignore', change: 'modified' }]);
    expect(powerShellWrites('python tools\\dump.py | Out-File -FilePath logs\\dump.txt -Encoding utf8 -Append')).toEqual([{ path: 'logs\\dump.txt', change: 'modified' }]);
    expect(powerShellWrites('New-Item -ItemType File -Path report -Name notes.md -Force')).toEqual([{ path: 'report/notes.md', change: 'created' }]);
    expect(powerShellWrites('Remove-Item results\\old.json, results\\older.json')).toEqual([
      { path: 'results\\old.json', change: 'deleted', removed: true },
      { path: 'results\\older.json', change: 'deleted', removed: true },
    ]);
    expect(powerShellWrites('Remove-Item -Recurse -Force build\\cache')).toEqual([{ path: 'build\\cache', change: 'deleted', removed: true, blanket: true }]);
  });

  it('follows a variable only where the command set it to a literal path', () => {
    const foreach = "$enc = New-Object System.Text.UTF8Encoding($false)\nforeach ($path in @('.gitignore', 'code\\probe.py', 'results\\probe.json')) {\n    $content = [System.IO.File]::ReadAllText((Resolve-Path $path), [System.Text.Encoding]::UTF8)\n    [System.IO.File]::WriteAllText((Resolve-Path $path), $content, $enc)\n}";
    expect(powerShellWrites(foreach).map((w) => w.path)).toEqual(['.gitignore', 'code\\probe.py', 'results\\probe.json']);
    const resolved = "$path = Resolve-Path results\\probe.json\n$obj = Get-Content -Raw -Encoding UTF8 $path | ConvertFrom-Json\n$json = $obj | ConvertTo-Json -Depth 5\n[System.IO.File]::WriteAllText($path, $json, (New-Object System.Text.UTF8Encoding($false)))";
    expect(powerShellWrites(resolved)).toEqual([{ path: 'results\\probe.json', change: 'modified' }]);
    // A path built from another variable is not known: the agent's own notes under its home stay out too.
    const notes = `$stamp = Get-Date -Format 'yyyyMMdd';\n$path = "C:\\Users\\dana\\.codex\\memories\\notes\\\${stamp}-prefs.md";\n${hereString('- use the ml env', '$path')};\nWrite-Output $path`;
    expect(powerShellWrites(notes)).toEqual([]);
  });

  it('finds the target after a cut inside the here-string, and reads nothing past a cut it cannot place', () => {
    const cut = `@'\nimport torch\n[… 1200 chars cut …]\n    main()\n'@ | Set-Content -Encoding UTF8 code\\dataset.py`;
    expect(powerShellWrites(cut)).toEqual([{ path: 'code\\dataset.py', change: 'modified' }]);
    expect(powerShellWrites('Add-Content notes.md "x"; Set-Content -Path "a[… 90 chars cut …]b.md" -Value y')).toEqual([{ path: 'notes.md', change: 'modified' }]);
  });

  it('takes a command for PowerShell only where a writing cmdlet starts a statement', () => {
    expect(isPowerShellWrite(hereString(SCRIPT, 'code\\probe.py'))).toBe(true);
    expect(isPowerShellWrite('[System.IO.File]::WriteAllText("a.txt", "x")')).toBe(true);
    expect(isPowerShellWrite("cat > docs/windows.md <<'EOF'\nUse Set-Content to write a file.\nEOF")).toBe(false);
    expect(isPowerShellWrite('Get-Content -Raw code\\probe.py')).toBe(false);
  });
});

/** Codex rollout records of a Windows session: the patch tool blocked by the sandbox, then the same edit made in PowerShell. */
const stamp = '2026-06-30T09:00:00.000Z';
const item = (payload: unknown) => j({ timestamp: stamp, type: 'response_item', payload });
const shell = (id: string, command: string, output: string) => [
  item({ type: 'function_call', name: 'shell_command', arguments: JSON.stringify({ command, workdir: ROOT, timeout_ms: 10000 }), call_id: id }),
  item({ type: 'function_call_output', call_id: id, output: `Exit code: 0\nWall time: 0.6 seconds\nOutput:\n${output}` }),
];

describe('a Codex session on Windows that writes files in PowerShell after apply_patch failed', () => {
  const BLOCKED = `apply_patch verification failed: Failed to read file to update ${ROOT}\\code\\probe.py: fs sandbox helper failed with status exit code: 1: windows sandbox failed: orchestrator_helper_launch_canceled`;
  const lines = [
    j({ timestamp: stamp, type: 'session_meta', payload: { id: '019f17ad-0000-7000-8000-000000000001', cwd: ROOT, originator: 'Codex Desktop', cli_version: '0.142.4' } }),
    item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: '帮我写 visualize 脚本，并让 probe 保存分类器' }] }),
    item({ type: 'custom_tool_call', name: 'apply_patch', call_id: 'p1', input: `*** Begin Patch\n*** Update File: ${ROOT}\\code\\probe.py\n@@\n+import json\n*** End Patch` }),
    item({ type: 'custom_tool_call_output', call_id: 'p1', output: BLOCKED }),
    ...shell('s1', hereString(SCRIPT, 'code\\probe.py'), ''),
    ...shell('s2', hereString(SCRIPT, 'code\\visualize.py'), ''),
    ...shell('s3', 'conda run -n ml python code\\probe.py', 'device: cuda\nsaved'),
    ...shell('s4', 'git status --short', ' M code/probe.py\nAM code/visualize.py\n'),
    item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: '已完成：新增 visualize.py，probe.py 现在保存分类器。' }], phase: 'final_answer' }),
    j({ timestamp: stamp, type: 'event_msg', payload: { type: 'task_complete', last_agent_message: '已完成' } }),
  ];
  const b = new HandoffBuilder({ sessionId: 's-ps', agent: 'codex', cwd: ROOT });
  for (const e of parseLines('codex-rollout', lines)) b.add(e);
  const h = b.build();

  it('lists the files written, new or changed as git status says, and the failed patch is no standing error', () => {
    expect(h.files?.map((f) => [f.path, f.change])).toEqual([
      ['code/probe.py', 'modified'],
      ['code/visualize.py', 'created'],
    ]);
    expect(h.errors).toEqual([]);
  });
});
