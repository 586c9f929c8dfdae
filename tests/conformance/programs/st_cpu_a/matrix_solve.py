"""ops.matrix_solve / P.MatrixSolve (tests/st/ops/cpu/test_matrix_solve.py): batched, adjoint, float
dtypes, gradient, shape and dtype errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import math_ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, adjoint=False):
        super().__init__()
        self.solve = math_ops.MatrixSolve(adjoint)

    def construct(self, a, b):
        return self.solve(a, b)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, a, b):
        return self.grad(self.net)(a, b)


a = np.array([[4.0, 1.0, -2.0], [1.0, 5.0, 0.5], [-1.0, 0.25, 3.0]])
b = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]])
batch_a = np.stack([a, a.T + np.eye(3)])
batch_b = np.stack([b, -b])
emit("f32", Net()(Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))), rtol=1e-5, atol=1e-6)
emit("f64_adjoint", Net(True)(Tensor(a), Tensor(b)), rtol=1e-10, atol=1e-12)
emit("batched", Net()(Tensor(batch_a.astype(np.float32)), Tensor(batch_b.astype(np.float32))), rtol=1e-5, atol=1e-6)
emit("f16", Net()(Tensor(a.astype(np.float16)), Tensor(b.astype(np.float16))), rtol=2e-3, atol=2e-3)
emit("functional", ops.matrix_solve(Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32)), True),
     rtol=1e-5, atol=1e-6)
emit("grad", GradNet(Net())(Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))), rtol=1e-4, atol=1e-5)
emit("grad_adjoint", GradNet(Net(True))(Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))), rtol=1e-4, atol=1e-5)
emit_error("bad_m", lambda: Net()(Tensor(a.astype(np.float32)), Tensor(np.ones((2, 2), np.float32))))
emit_error("bad_dtype", lambda: Net()(Tensor(np.eye(2, dtype=np.int32)), Tensor(np.ones((2, 1), np.int32))))
