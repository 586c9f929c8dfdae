"""graph_syntax_sweep (ctrl26): a local assigned only in a branch not taken (a compile-time condition) or in a loop
that runs no time, then read: MindSpore 2.10's UnboundLocalError naming the branch or loop.  msgraph raised its
NameError MSG403 ("not defined").  (MindSpore 2.10 raises the same error when the branch is taken, ``if True: y = x``,
plainly wrong: msgraph runs it, docs/differences.md.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def untaken_if(x, n):
    if n > 5:
        y = x
    return y


@ms.jit
def untaken_else(x, n):
    if n > 1:
        pass
    else:
        y = x
    return y


@ms.jit
def empty_loop(x):
    for v in ():
        w = v
    return w


@ms.jit
def undefined_global(x):
    return x + not_defined_anywhere_ctrl26


class Untaken(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flag = False

    def construct(self, x):
        if self.flag:
            y = x * 2
        return y


emit_error("untaken_if", untaken_if, X, 3)
emit_error("untaken_else", untaken_else, X, 3)
emit_error("empty_loop", empty_loop, X)
emit_error("undefined_global_is_name_error", undefined_global, X)
emit_error("cell_untaken_if", Untaken(), X)
