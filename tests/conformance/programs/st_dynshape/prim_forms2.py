"""Primitive classes over existing functions (tests/st/ops/dynamic_shape/grad/test_trace.py, test_add_v2.py,
test_addcdiv.py, test_addcmul.py, test_matrix_determinant.py, test_log_matrix_determinant.py,
test_cholesky_solve.py): values and their gradients (GradOperation get_all)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import math_ops as M
from _conf import emit, emit_error


class Apply(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, *args):
        return self.prim(*args)


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)


def run(label, prim, args, grad=True):
    emit(label, Apply(prim)(*args))
    if grad:
        emit(label + "_grad", GradAll(Apply(prim))(*args))


a = np.array([[4., 2, 1], [2, 5, 3], [1, 3, 6]], np.float32)
x = Tensor(a)
run("trace", M.Trace(), (x,))
run("matrix_determinant", ops.MatrixDeterminant(), (x,))
emit("log_matrix_determinant", Apply(ops.LogMatrixDeterminant())(Tensor(-a)))
v = Tensor(np.array([1., 2, 3], np.float32))
run("add_v2", M.AddV2(), (v, Tensor(np.array([0.5, 1, 2], np.float32))))
emit_error("add_v2_no_broadcast", lambda: M.AddV2()(v, Tensor(np.array([0.5], np.float32))).asnumpy())
run("addcdiv", ops.Addcdiv(), (v, v, v + 1, Tensor(np.array([0.5], np.float32))))
run("addcmul", ops.Addcmul(), (v, v, v, Tensor(np.array([2.0], np.float32))))
b = Tensor(np.array([[1., 2], [3, 4], [5, 6]], np.float32))
low = Tensor(np.linalg.cholesky(a.astype(np.float64)).astype(np.float32))
emit("cholesky_solve", Apply(M.CholeskySolve())(b, low))
emit("cholesky_solve_upper", Apply(M.CholeskySolve(upper=True))(b, Tensor(np.ascontiguousarray(low.asnumpy().T))))
