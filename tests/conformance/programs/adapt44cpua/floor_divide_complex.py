"""ops.floor_divide / ops.div(rounding_mode="floor") / ops.FloorDiv of complex Tensors, fifth pass (adapt44cpua, the
complex column of st ops/cpu test_floordiv_op's dtype matrix): MindSpore 2.10's CPU kernel computes the floor of the
quotient's real part with imaginary part 0 ((0.5+1j) // (1-1j) is -1+0j), in both modes; msgraph raised numpy's
TypeError (no complex floor_divide).  ops.div(rounding_mode="floor") of complex64 beside float32 is MindSpore's
RuntimeError (not recorded here: msgraph computes it as floor_divide does)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y)


def _div_floor(x, y):
    return ops.div(x, y, rounding_mode="floor")


A = [[0.5 + 1j, -1.5, 2j], [0.25, 3 - 0.5j, -0.75j]]
B = [[1 - 1j, 2.0, 0.5j], [1.5, -1 + 1j, 2.0]]
for dt in ("complex64", "complex128"):
    x, y = Tensor(np.array(A).astype(dt)), Tensor(np.array(B).astype(dt))
    for name, fn in (("floor_divide", ops.floor_divide), ("div_floor", _div_floor), ("FloorDiv", ops.FloorDiv())):
        emit_error(f"{name}.{dt}", lambda: Fn(fn)(x, y))
        emit_error(f"{name}.0d.{dt}", lambda: Fn(fn)(x, Tensor(np.array(0.75 - 2j).astype(dt))))
emit_error("floor_divide.c128.c64", lambda: Fn(ops.floor_divide)(Tensor(np.array(A).astype("complex128")),
                                                                 Tensor(np.array(B).astype("complex64"))))
emit_error("floor_divide.c64.f32", lambda: Fn(ops.floor_divide)(Tensor(np.array(A).astype("complex64")),
                                                                Tensor(np.array([[1.5, 2.0, 4.0]], np.float32))))
