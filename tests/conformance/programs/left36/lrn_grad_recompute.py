"""left36 (amp35 left item): MindSpore 2.10's CPU LRNGrad (oneDNN's LRN backward) computes from x and dy only: it
never reads the forward output y it is given, and recomputes it in the working precision.  A float16 LRN's gradient
therefore does not see the float16-rounded forward value: 2.046875 / 3.2871094 / 4.6445312 where msgraph's use of
y16 gave 2.0488281 / 3.2851562 / 4.640625 (ms.grad, to_float(float16), both modes); a zero or constant y given to
LRNGrad directly changes nothing there (msgraph had used it: 0.6 / 115.5).  Float32 differs in the last digits
(oneDNN's order of operations: 0.6715050 / 0.6715069 at one element): compared to 1e-5."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

X = Tensor(np.arange(72, dtype=np.float32).reshape(2, 4, 3, 3) / 17 - 1.1)
DY = Tensor(np.arange(1, 73, dtype=np.float32).reshape(2, 4, 3, 3))


def lrn_sum(x):
    o = ops.LRN()(x)
    return (o * ops.arange(1, o.size + 1).reshape(o.shape).astype(o.dtype)).sum()


class Lrn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lrn = ops.LRN(depth_radius=2, bias=2.0, alpha=0.5, beta=0.75)

    def construct(self, x):
        return self.lrn(x)


def cell_sum(x):
    o = CELL(x)
    return (o * ops.arange(1, o.size + 1).reshape(o.shape).astype(o.dtype)).sum()


CELL = Lrn().to_float(ms.float16)
emit("grad_f16", ms.grad(lrn_sum)(X.astype(ms.float16)), rtol=0, atol=0)
emit("grad_f32", ms.grad(lrn_sum)(X), rtol=1e-5, atol=1e-5)
emit("to_float_forward", CELL(X), rtol=0, atol=0)
emit("to_float_grad", ms.grad(cell_sum)(X), rtol=0, atol=0)
for name, y in (("zero_y", np.zeros((2, 4, 3, 3), np.float32)), ("five_y", np.full((2, 4, 3, 3), 5, np.float32))):
    emit(f"lrngrad_f16_{name}", G.LRNGrad()(DY.astype(ms.float16), X.astype(ms.float16),
                                        Tensor(y).astype(ms.float16)), rtol=0, atol=0)
    emit(f"lrngrad_f32_{name}", G.LRNGrad()(DY, X, Tensor(y)), rtol=1e-5, atol=1e-5)
