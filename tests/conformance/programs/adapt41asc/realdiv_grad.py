"""RealDiv's gradient (st ops/ascend tbe test_realdiv variants, adapt41asc).  Silent: MindSpore 2.10's RealDiv bprop
is dx = dout / y, dy = -(dx * out) -- not Div's -(out / y) * dout: at 0 / 0 the y-gradient is NaN (msgraph inf, Div's
rule); with it msgraph's gradients equal MindSpore's bit for bit on 400 random float32 pairs in both modes
(measured; the harness compares within its tolerance)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


def grads(op, x, y, sens=None):
    if sens is None:
        return ops.GradOperation(get_all=True)(Fn(op))(x, y)
    return ops.GradOperation(get_all=True, sens_param=True)(Fn(op))(x, y, sens)


X = np.array([0.0, 1.0, -1.0, 0.0, 2.0, 0.3, -1.7, 5.5], np.float32)
Y = np.array([0.0, 0.0, 0.0, -0.0, 3.0, 0.7, 0.9, -2.2], np.float32)
for dt in ["float32", "float64", "float16"]:
    emit_error(f"RealDiv_grad_zero_over_zero_{dt}", lambda: grads(P.RealDiv(), Tensor(X.astype(dt)), Tensor(Y.astype(dt))))
emit_error("Div_grad_zero_over_zero", lambda: grads(P.Div(), Tensor(X), Tensor(Y)))
R = ((np.arange(60, dtype=np.float32) * 0.37) % 5.0 - 2.3).reshape(6, 10)
S = ((np.arange(60, dtype=np.float32) * 0.61) % 3.0 + 0.1).reshape(6, 10)
emit_error("RealDiv_grad_rounding", lambda: grads(P.RealDiv(), Tensor(R), Tensor(S)))
emit_error("RealDiv_grad_sens", lambda: grads(P.RealDiv(), Tensor(R), Tensor(S), Tensor(S[::-1].copy())))
emit_error("RealDiv_grad_broadcast", lambda: grads(P.RealDiv(), Tensor(R), Tensor(S[:1])))
