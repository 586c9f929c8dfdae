"""bfloat16 Tensors with the Mul / RealDiv primitives, third pass (adapt42ops), Graph mode: ops.Mul()(x, 0.37) and
ops.mul(x, 0.37) of a bfloat16 x are BFloat16 (the number's 0-d Float32 Tensor takes x's dtype, as beside float16;
msgraph returned Float32 -- SILENT); ops.RealDiv has no bfloat16 CPU kernel (TypeError, Tensor or number divisor;
msgraph divided).  MindSpore's PyNative Mul refuses the bfloat16-and-float pair (kernel-select TypeError; msgraph
computes as Graph mode does -- the ``*`` operator computes there too), so this program is Graph mode only."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

MODES = ("graph",)


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def bf(a):
    return Tensor(np.array(a, np.float32), ms.bfloat16)


def f32(fn):
    """the bfloat16 result's dtype and its float32 values (MindSpore's asnumpy lacks bfloat16)."""
    def run():
        r = fn()
        return (str(r.dtype), r.astype(ms.float32))
    return run


X = bf([[1.0, 2.0, -3.5], [0.25, 100.0, 7.0]])
emit_error("Mul_number", f32(lambda: Fn(ops.Mul(), 0.37)(X)))
emit_error("Mul_number_left", f32(lambda: Fn(ops.Mul())(2.5, X)))
emit_error("mul_fn_number", f32(lambda: Fn(ops.mul, 0.1)(X)))
emit_error("Mul_int", f32(lambda: Fn(ops.Mul(), 3)(X)))
emit_error("Mul_bool", f32(lambda: Fn(ops.Mul(), True)(X)))
emit_error("Mul_0d_bf16", f32(lambda: Fn(ops.Mul())(X, bf(0.37))))
emit_error("Mul_0d_x", f32(lambda: Fn(ops.Mul(), 0.37)(bf(3.0))))
emit_error("RealDiv_bf16", f32(lambda: Fn(ops.RealDiv())(X, bf([[2.0, 4.0, 1.0], [1.0, 8.0, 2.0]]))))
emit_error("RealDiv_number", f32(lambda: Fn(ops.RealDiv(), 2.0)(X)))
emit_error("RealDiv_int32", f32(lambda: Fn(ops.RealDiv())(X, Tensor(np.array([1, 2, 4], np.int32)))))
emit_error("Div_bf16", f32(lambda: Fn(ops.Div())(X, bf([[2.0, 4.0, 1.0], [1.0, 8.0, 2.0]]))))
emit_error("div_fn_number", f32(lambda: Fn(ops.div, 3.0)(X)))
emit_error("RealDiv_float16", lambda: Fn(ops.RealDiv())(X, Tensor(np.array([1.0, 2.0, 4.0], np.float16))))
emit_error("RealDiv_float32_left", lambda: Fn(ops.RealDiv())(Tensor(np.array([1.0, 2.0, 4.0], np.float32)), X))
