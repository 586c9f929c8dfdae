"""Time msgraph-check on 1,000 generated files of typical model code.

Usage: ``python benchmarks/bench_checker.py [--files 1000] [--keep DIR]``

Each generated file looks like ordinary model code: imports, a few Cells with ``__init__`` and
``construct`` (Tensor if/while, loops over range and sub-Cells, helpers called from construct), a
``@ms.jit`` training step and some non-graph utilities; one file in ten carries a violation.  The
script runs the checker end to end as a subprocess (``python -m msgraph.check``, so interpreter start
and imports are included) and in-process, and prints files per second.
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HEADER = '''"""Model zoo entry {i}: a small network and its training step."""
import math

import numpy as np

import msgraph as ms
from msgraph import nn, ops

HIDDEN = {hidden}
'''

BLOCK = '''

def activation_{i}_{j}(x, slope=0.01):
    """Leaky activation used by Block{j}."""
    return ops.maximum(x, x * slope)


class Block{j}(nn.Cell):
    """A residual MLP block."""

    def __init__(self, width={width}, depth={depth}):
        super().__init__()
        self.width = width
        self.depth = depth
        self.w = ms.Parameter(ms.Tensor(np.ones((width, width), np.float32) * 0.01), name="w{j}")
        self.b = ms.Parameter(ms.Tensor(np.zeros((width,), np.float32)), name="b{j}")
        self.scale = 1.0 / math.sqrt(width)

    def project(self, x):
        return ops.matmul(x, self.w) * self.scale + self.b

    def construct(self, x):
        h = x
        for i in range(self.depth):
            h = activation_{i}_{j}(self.project(h))
            if i % 2 == 1:
                h = h + x
        if h.sum() > 0:
            out = h * 2
        else:
            out = h - 1
        while out.abs().max() > 100:
            out = out * 0.5
        return out{violation}
'''

FOOTER = '''

class Net{i}(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([{blocks}])
        self.head = ms.Parameter(ms.Tensor(np.ones((HIDDEN, 10), np.float32)), name="head")

    def construct(self, x):
        for block in self.blocks:
            x = block(x)
        logits = ops.matmul(x, self.head)
        return logits


def loss_fn(logits, labels):
    diff = logits - labels
    return (diff * diff).mean()


@ms.jit
def train_step(net, x, labels):
    logits = net(x)
    loss = loss_fn(logits, labels)
    stats = {{"loss": loss, "batch": x.shape[0]}}
    return loss, stats


def load_data(path):
    """Plain Python: not graph code, so anything goes."""
    try:
        with open(path) as fh:
            rows = [line.split(",") for line in fh]
    except OSError:
        rows = []
    seen = {{r[0] for r in rows if r}}
    del rows
    return seen
'''

VIOLATIONS = ["\n        del h", "\n        s = {1, 2}", "\n        return [a for a in x for b in a]"]


def make_file(i: int, rng: random.Random) -> str:
    n_blocks = rng.randint(2, 4)
    parts = [HEADER.format(i=i, hidden=rng.choice((32, 64, 128)))]
    for j in range(n_blocks):
        violation = rng.choice(VIOLATIONS) if (i % 10 == 0 and j == 0) else ""
        parts.append(BLOCK.format(i=i, j=j, width=rng.choice((32, 64)), depth=rng.randint(1, 4),
                                  violation=violation))
    parts.append(FOOTER.format(i=i, blocks=", ".join(f"Block{j}()" for j in range(n_blocks))))
    return "".join(parts)


def generate(directory: str, count: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    lines = 0
    for i in range(count):
        sub = os.path.join(directory, f"pkg{i // 100:02d}")
        os.makedirs(sub, exist_ok=True)
        text = make_file(i, rng)
        lines += text.count("\n")
        with open(os.path.join(sub, f"model_{i:04d}.py"), "w", encoding="utf-8") as fh:
            fh.write(text)
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--keep", metavar="DIR", help="generate into DIR and keep it")
    args = parser.parse_args(argv)

    directory = args.keep or tempfile.mkdtemp(prefix="msgraph-bench-")
    lines = generate(directory, args.files)
    print(f"generated {args.files} files, {lines} lines, in {directory}")

    env = dict(os.environ, PYTHONPATH=REPO + os.pathsep + os.environ.get("PYTHONPATH", ""))
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "msgraph.check", "--isolated", "--statistics",
                           directory], capture_output=True, text=True, env=env)
    wall = time.perf_counter() - start
    stats = [line for line in proc.stdout.splitlines() if line[:1].isdigit()]
    print(f"subprocess (python -m msgraph.check): {wall:.2f} s, {args.files / wall:.0f} files/s, "
          f"exit {proc.returncode}; findings: {'; '.join(stats) or 'none'}")

    sys.path.insert(0, REPO)
    from msgraph.tools.check import main as check_main
    with open(os.devnull, "w") as sink:
        saved, sys.stdout = sys.stdout, sink
        try:
            start = time.perf_counter()
            check_main(["--isolated", "--format", "json", directory])
            inproc = time.perf_counter() - start
        finally:
            sys.stdout = saved
    print(f"in-process (imports done): {inproc:.2f} s, {args.files / inproc:.0f} files/s, "
          f"{lines / inproc / 1000:.0f}k lines/s")
    if not args.keep:
        import shutil
        shutil.rmtree(directory, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
