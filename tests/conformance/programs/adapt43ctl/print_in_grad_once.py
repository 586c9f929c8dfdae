"""``ops.Print`` / ``print`` inside a Tensor ``if`` or a Tensor ``while`` of a function that a gradient runs
(``ms.grad``, ``GradOperation`` over a Cell): MindSpore 2.10 prints each once, in the forward.  msgraph's Graph mode
printed them a second time while the backward recomputed the branch or the loop body (SILENT: the same values,
the text twice).  Graph mode only: in PyNative MindSpore runs ``ms.grad(ms.jit(f))`` as compiled graphs (its while
loop's print twice, Graph-format text) where msgraph runs f eagerly (docs/differences.md, session 43).
Session 43 (adapt43ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit, emit_stdout

MODES = ("graph",)


def branch(x):
    if x.sum() > 0:
        ops.Print()("pos", x)
        x = x * 3
    else:
        print("neg", x)
        x = x * 2
    return x


def loop(x):
    i = 0
    while x.sum() < 10:
        if i > 0:
            print("again", i)
        x = x * 2
        i += 1
    return x


class LoopCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Parameter(Tensor(0.0, ms.float32), name="c")

    def construct(self, x):
        while x.sum() < 6:
            ops.assign_add(self.c, Tensor(1.0, ms.float32))
            ops.Print()("w:", x)
            x = x * 2
        return x


x = Tensor(np.array([1.0, 2.0], np.float32))
jb, jl = ms.jit(branch), ms.jit(loop)
emit_stdout("if_pos", lambda: emit("if_pos/grad", ms.grad(jb)(x)))
emit_stdout("if_neg", lambda: emit("if_neg/grad", ms.grad(jb)(-x)))
emit_stdout("while_if", lambda: emit("while_if/grad", ms.grad(jl)(x)))
net = LoopCell()
emit_stdout("cell_while", lambda: emit("cell_while/grad", ops.GradOperation()(net)(x)))
emit("cell_while/param_after", net.c)
