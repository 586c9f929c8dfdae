"""P.RealDiv's gradient of integer inputs (session 44's Left, adapt45left): MindSpore 2.10's RealDiv kernel keeps
two integer operands' dtype (the quotient rounded toward zero) and its bprop runs there too: dx = dout / y (toward
zero), dy = -(dx * out), wrapping (uint: 256 - ...), a zero divisor saturating as the forward.  msgraph divided with
its TruncateDiv composition, whose gradients are zeros.  Sens in a Cell, a Python-int divisor, broadcasting, RealDiv
inside a larger Cell, ms.grad, default sens (ones) with a divisor of 1."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Bin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.RealDiv()

    def construct(self, a, b):
        return self.op(a, b)


class DivMul(nn.Cell):
    def construct(self, a, b):
        return P.RealDiv()(a, b) * 2 + a


class DivNum(nn.Cell):
    def construct(self, a):
        return P.RealDiv()(a, 2)


X = np.array([7, 5, -3, 9, 2, 0])
Y = np.array([2, 2, 3, -4, 4, 2])
D = np.array([3, 5, 7, 9, 2, 1])
UX = np.array([7, 5, 3, 9, 2, 0])
UY = np.array([2, 2, 3, 4, 4, 2])
sens = ops.GradOperation(get_all=True, sens_param=True)
for dt in (np.int8, np.int32, np.int64, np.uint8, np.uint32):
    x, y = (UX, UY) if np.dtype(dt).kind == "u" else (X, Y)
    n = np.dtype(dt).name
    emit_error(f"sens_{n}", lambda: sens(Bin())(Tensor(x.astype(dt)), Tensor(y.astype(dt)), Tensor(D.astype(dt))))
for dt in (np.int32, np.uint8):
    x = UX if np.dtype(dt).kind == "u" else X
    n = np.dtype(dt).name
    emit_error(f"number_divisor_{n}", lambda: sens(DivNum())(Tensor(x.astype(dt)), Tensor(D.astype(dt))))
    emit_error(f"broadcast_{n}", lambda: sens(Bin())(
        Tensor(x.reshape(2, 3).astype(dt)), Tensor(np.array([2, 3, 1]).astype(dt)), Tensor(D.reshape(2, 3).astype(dt))))
    emit_error(f"zero_divisor_{n}", lambda: sens(Bin())(
        Tensor(x.astype(dt)), Tensor(np.array([1, 0, 1, 1, 0, 1]).astype(dt)), Tensor(D.astype(dt))))
    emit_error(f"in_cell_default_sens_{n}", lambda: ops.GradOperation(get_all=True)(DivMul())(
        Tensor(x.astype(dt)), Tensor(np.array([1, 1, 3, 1, 2, 1]).astype(dt))))
emit_error("msgrad_int64", lambda: ms.grad(Bin(), grad_position=(0, 1))(
    Tensor(X.astype(np.int64)), Tensor(np.array([1, -1, 1, 2, 1, 1], np.int64))))
emit_error("forward_int16", lambda: Bin()(Tensor(X.astype(np.int16)), Tensor(Y.astype(np.int16))))
emit_error("mixed_int32_float32", lambda: ops.GradOperation(get_all=True)(Bin())(
    Tensor(X.astype(np.int32)), Tensor(Y.astype(np.float32))))
