"""The gradient of Sqrt at -0.0 as MindSpore 2.10 computes it (found by the adapt34b variant sweep of st ops/cpu
test_sqrt_op.py): its bprop is SqrtGrad(out, dout) = dout / (2 * out), so sqrt(-0.0) = -0.0 gives -inf (Div, which
ignores the sign of a zero divisor, gave +inf); integer inputs (Sqrt's float32 result is +0.0) keep +inf.
ops.Sqrt, ops.sqrt, Tensor.sqrt, eagerly and in a Cell (Graph mode), float16/32/64 and int32."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return ops.grad(self.f)(x)


def f_prim(a):
    return ops.Sqrt()(a)


def f_fn(a):
    return ops.sqrt(a) * 3


def f_method(a):
    return a.sqrt() * 2


for dt in (np.float16, np.float32, np.float64, np.int32):
    x = Tensor(np.array([-0.0, 0.0, 4, 2.25, -1e-30, 1], dt))
    emit(f"Sqrt_{dt.__name__}", G(f_prim)(x))
    emit(f"sqrt_fn_{dt.__name__}", G(f_fn)(x))
    emit(f"method_{dt.__name__}", G(f_method)(x))
