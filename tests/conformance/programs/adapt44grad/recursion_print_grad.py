"""Prints in a recursive Graph-mode function whose depth a Tensor decides, under a gradient (session 43's Left,
adapt43ctl): MindSpore 2.10 prints each level once (`n 3`, `n 2`, `n 1`), as the forward alone does.  msgraph's
gradient graph recomputed the forward below each level through the printing forward graph, so every level printed
again (n = 3: 3 2 1 2 1 1 1).  Graph mode only: MindSpore's PyNative runs `ms.grad` of a jit function as compiled
graphs and prints each level twice, in Graph-format text, where msgraph runs it on the tape (documented)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_stdout

MODES = ("graph",)


@ms.jit
def rec(x, n):
    if n > 0:
        ops.Print()("n", n)
        return rec(x * 2, n - 1)
    return x


@ms.jit
def rec2(x, n):
    if n > 1:
        print("a", n)
        y = rec2(x * x, n - 1)
        ops.Print()("b", n)
        return y + x
    return x * 3


class Net(nn.Cell):
    def construct(self, x, n):
        return rec(x, n) * 3


x = Tensor(np.array([1.0, 2.0], np.float32))
for k in (1, 2, 3, 4):
    emit_stdout(f"rec_grad_{k}", lambda: emit(f"rec_grad_{k}/value", ms.grad(rec)(x, Tensor(k, ms.int32))))
emit_stdout("rec2_grad_3", lambda: emit("rec2_grad_3/value", ms.grad(rec2)(x, Tensor(3, ms.int32))))
emit_stdout("rec2_value_and_grad_3",
            lambda: emit("rec2_value_and_grad_3/value", ms.value_and_grad(rec2)(x, Tensor(3, ms.int32))))
emit_stdout("cell_gradop_3", lambda: emit("cell_gradop_3/value", ops.GradOperation()(Net())(x, Tensor(3, ms.int32))))
emit_stdout("forward_3", lambda: emit("forward_3/value", rec(x, Tensor(3, ms.int32))))
