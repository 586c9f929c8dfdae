"""ops.mvlgamma's domain check in Graph mode (adapt41gpu, st/ops/gpu test_mvlgamma_grad_op's forward): an element not
greater than (p - 1) / 2 is MindSpore 2.10's kernel ValueError in both modes (msgraph's Graph mode returned inf);
MindSpore's Graph-mode gradient, which needs no forward value, still computes there (its PyNative raises)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


emit_error("mvlgamma_p3_below", lambda: Fn(ops.mvlgamma, 3)(T([0.5, 2.0], "float32")))
emit_error("mvlgamma_p3_at_bound", lambda: Fn(ops.mvlgamma, 3)(T([1.0, 2.0], "float32")))
emit_error("mvlgamma_p2_ok", lambda: Fn(ops.mvlgamma, 2)(T([1.0, 2.0], "float64")))
emit_error("mvlgamma_p1_zero", lambda: Fn(ops.mvlgamma, 1)(T([0.0, 2.0], "float64")))
emit_error("mvlgamma_grad_ok", lambda: ops.GradOperation()(Fn(ops.mvlgamma, 2))(T([1.0, 2.5], "float32")))
emit_error("tensor_mvlgamma_below", lambda: T([0.75, 3.0], "float32").mvlgamma(2))
