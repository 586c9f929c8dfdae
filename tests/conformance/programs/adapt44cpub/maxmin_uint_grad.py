"""Gradients of Maximum / Minimum with uint32 / uint64 (and uint16 Minimum) inputs (adapt44cpub; st ops/cpu
test_minimum_grad_op / test_maximum_grad test_broadcast_grad_cpu_type): MindSpore 2.10's MaximumGrad / MinimumGrad
keep the input's dtype and give a tie the gradient halved in that dtype (3 -> 1); msgraph halved it by true division
(float32), which a narrow unsigned dtype does not convert back to implicitly: a TypeError.  GradOperation with sens
in a Cell, ms.grad of a Cell, broadcast operands; int32 / uint8 / float32 beside them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


X = np.array([1, 5, 3, 7])
Y = np.array([1, 2, 3, 9])
D = np.array([3, 5, 7, 9])
for name, op in (("max", P.Maximum()), ("min", P.Minimum())):
    for dt in (np.uint32, np.uint64, np.uint8, np.int32, np.float32):
        g = ops.GradOperation(get_all=True, sens_param=True)(Net(op))
        emit_error(f"{name}_{dt.__name__}_sens", lambda: g(Tensor(X.astype(dt)), Tensor(Y.astype(dt)),
                                                           Tensor(D.astype(dt))))
    emit_error(f"{name}_uint32_msgrad", lambda: ms.grad(Net(op), grad_position=(0, 1))(
        Tensor(X.astype(np.uint32)), Tensor(Y.astype(np.uint32))))
# the st test's inputs: (2, 3, 2) arange against arange + 88
xs = np.arange(12).reshape((2, 3, 2))
ys = xs + 88
emit_error("min_uint16_st", lambda: ops.GradOperation(get_all=True, sens_param=True)(Net(P.Minimum()))(
    Tensor(xs.astype(np.uint16)), Tensor(ys.astype(np.uint16)), Tensor(ys.astype(np.uint16))))
emit_error("max_uint32_st", lambda: ops.GradOperation(get_all=True, sens_param=True)(Net(P.Maximum()))(
    Tensor(xs.astype(np.uint32)), Tensor(ys.astype(np.uint32)), Tensor(ys.astype(np.uint32))))
# broadcast: y (1, 2) against x (3, 2), ties in the first column
bx = np.array([[2, 4], [2, 1], [5, 0]])
by = np.array([[2, 3]])
emit_error("max_uint32_broadcast", lambda: ops.GradOperation(get_all=True, sens_param=True)(Net(P.Maximum()))(
    Tensor(bx.astype(np.uint32)), Tensor(by.astype(np.uint32)), Tensor(np.full((3, 2), 5, np.uint32))))
emit_error("min_uint64_broadcast", lambda: ops.GradOperation(get_all=True, sens_param=True)(Net(P.Minimum()))(
    Tensor(bx.astype(np.uint64)), Tensor(by.astype(np.uint64)), Tensor(np.full((3, 2), 5, np.uint64))))
