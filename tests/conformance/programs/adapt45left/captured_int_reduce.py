"""Reductions of a constant integer / bool Tensor (a Cell attribute, a global read by a jit function) in graph code
(adapt45left; session 44's Left): MindSpore 2.10's Graph mode computes them with numpy while it compiles -- the sum
and product of a uint8 constant are UInt64 (``c.sum()``, ``ops.sum(c, 0)``, ``c.prod()``; msgraph widened to Int64
as for a Tensor the graph computes), ``c.sum(dtype=ms.int32)`` is Int32 (msgraph: Int64), and the mean / max / min
of a bool constant are Float64 / Bool (msgraph raised the kernels' bool errors, which PyNative and non-constant
inputs still give).  A uint8 argument's sum stays Int64."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

U8 = np.array([[200, 100, 3], [4, 5, 6]], np.uint8)
I8 = np.array([[100, 100, -3], [4, 5, 6]], np.int8)
B = np.array([[True, False, True], [True, True, False]])


class Cap(nn.Cell):
    def __init__(self, c, kind):
        super().__init__()
        self.c = Tensor(c)
        self.kind = kind

    def construct(self, x):
        c = self.c
        if self.kind == "sum":
            r = c.sum()
        elif self.kind == "sum0":
            r = c.sum(0)
        elif self.kind == "ops_sum":
            r = ops.sum(c, 1)
        elif self.kind == "sum_keep":
            r = c.sum(1, keepdims=True)
        elif self.kind == "sum_int32":
            r = c.sum(dtype=ms.int32)
        elif self.kind == "prod":
            r = c.prod()
        elif self.kind == "mean":
            r = c.mean()
        elif self.kind == "mean1":
            r = c.mean(1)
        elif self.kind == "ops_mean":
            r = ops.mean(c)
        elif self.kind == "amax":
            r = ops.amax(c)
        elif self.kind == "amin1":
            r = ops.amin(c, 1)
        else:
            r = c.max()
        return r, x + 1


class Arg(nn.Cell):
    def construct(self, c):
        return c.sum(), ops.sum(c, 0)


for name, c in (("u8", U8), ("i8", I8)):
    for kind in ("sum", "sum0", "ops_sum", "sum_keep", "sum_int32", "prod"):
        emit_error(f"{name}_{kind}", lambda: Cap(c, kind)(Tensor(1.0))[0])
for kind in ("sum", "sum_int32", "mean", "mean1", "ops_mean", "amax", "amin1", "max"):
    emit_error(f"bool_{kind}", lambda: Cap(B, kind)(Tensor(1.0))[0])
emit_error("u8_argument_sum", lambda: Arg()(Tensor(U8)))
G = Tensor(U8)


@ms.jit
def jglobal(x):
    return G.sum(), ops.sum(G, 1), x


emit_error("u8_global_in_jit", lambda: jglobal(Tensor(1.0))[:2])


class CapAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Tensor(U8)

    def construct(self, x):
        return self.c.sum() + x


emit_error("u8_sum_plus_uint64", lambda: CapAdd()(Tensor(1, ms.uint64)))
