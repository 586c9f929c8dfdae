"""Tensor.approximate_equal (MindSpore 2.10's deprecated method) is not ops.approximate_equal (both modes).

MindSpore's method casts a Tensor that is not float32 to float16 and computes |x - y| < tolerance with
broadcasting, with no dtype or shape check: int32 and bool Tensors run, float64 Tensors are compared in float16
(1.00001 vs 1.0 is within the default 1e-5, 100.03 vs 100.0 too), and shapes (2, 1) and (3,) broadcast; other
not a Tensor or an int tolerance are ValueErrors.  msgraph forwarded the method to ops.approximate_equal:
SILENT float64 results computed in float64 ([True, False, True, False] for [True] * 4), TypeErrors for int32 /
bool, a RuntimeError for the broadcast.  Found by dt52's value dump with the tests' float32 inputs in int32
(st test_approximate_equal_op.py::test_approxmiate_equal_tensor_api)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

x = Tensor(np.array([1, 2, 3], np.int32))
y = Tensor(np.array([2, 2, 5], np.int32))
a = Tensor(np.array([1.0, 1.00001, 2.0000001, 100.03], np.float64))
b = Tensor(np.array([1.0000003, 1.0, 2.0, 100.0], np.float64))
c = Tensor(np.array([[1.0], [3.0]], np.float32))
d = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, tol=None):
        super().__init__()
        self.tol = tol

    def construct(self, p, q):
        if self.tol is None:
            return p.approximate_equal(q)
        return p.approximate_equal(q, self.tol)


emit("int32_tol2", Net(2.)(x, y))
emit("int32_default", Net()(x, y))
emit("float64_default", Net()(a, b))
emit("float64_tol005", Net(0.05)(a, b))
emit("float32_float64", Net()(a.astype(ms.float32), b))
emit("broadcast", Net(0.5)(c, d))
emit("bool", Net(0.5)(Tensor(np.array([True, False])), Tensor(np.array([True, True]))))
emit("static_call", Tensor.approximate_equal(x, y, 2.))
emit_error("tolerance_int", a.approximate_equal, b, 1)
emit_error("other_number", a.approximate_equal, 1.0)
