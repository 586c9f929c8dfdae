"""Two silent value differences found by a Tensor-method dtype sweep (session 25):
ops.diag / Tensor.diag put +0 off the diagonal whatever the diagonal element (msgraph multiplied by an
identity matrix: -0 beside a negative element, NaN beside inf/NaN); an unsigned Tensor to a negative Python
int power is 0 except 1 ** -n (msgraph wrapped the exponent: uint8 3 ** -1 gave 171)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_stdout


class Diag(nn.Cell):
    def construct(self, x, m):
        return ops.diag(x), ops.Diag()(m)


class UPow(nn.Cell):
    def construct(self, t):
        return t ** -1, ops.pow(t, -2), t ** 2, ops.pow(t, Tensor(np.array([-1, -1, 2, -1, -1], np.int8)))


x = Tensor(np.array([-3., np.inf, np.nan, 2.], np.float32))
m = Tensor(np.array([[-1., 2.], [3., -4.]], np.float32))
outs = Diag()(x, m)
emit("diag values", outs)
emit("Tensor.diag", x.diag())   # (PyNative: MindSpore 2.10 graph mode refuses x.diag(), a deprecated-method registry error)
emit("diag signbit off the diagonal", [np.signbit(o.asnumpy()).tolist() for o in outs])
emit_stdout("diag printed", lambda: print(ops.diag(Tensor(np.array([-1.5, 2.], np.float32)))))
emit("diag int", ops.diag(Tensor(np.array([-3, 2], np.int32))))
emit("diag grad", ms.grad(Diag())(Tensor(np.array([-3., 1., 2., 2.], np.float32)), m))

t = Tensor(np.array([4, 3, 1, 0, 255], np.uint8))
emit("uint8 pow in a Cell", UPow()(t))
emit("uint8 pow", (t ** -1, ops.pow(t, -2), t ** 3))
