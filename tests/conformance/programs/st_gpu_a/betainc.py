"""P.Betainc (tests/st/ops/gpu/test_betainc_op.py): the regularized incomplete beta I_x(a, b), float32/float64,
NaN outside its domain, the gradient (x only), dtype and shape errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import math_ops as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Betainc()

    def construct(self, a, b, x):
        return self.op(a, b, x)


a = Tensor(np.array([[1, 2], [3, 4]], np.float32))
b = Tensor(np.array([[2, 3], [4, 5]], np.float32))
x = Tensor(np.array([[0.5, 0.5], [0.4, 0.3]], np.float32))
emit("f32", Net()(a, b, x), rtol=1e-5, atol=1e-6)
emit("f64", Net()(a.astype(ms.float64), b.astype(ms.float64), x.astype(ms.float64)))
emit("domain", Net()(Tensor(np.array([0.5, -1, 2, 0, 1, 2, 2], np.float32)), Tensor(np.array([1, 2, 0, 1, 1, 1, 3], np.float32)),
                     Tensor(np.array([0.2, 0.3, 0.5, 0.5, 1.5, 0.0, 1.0], np.float32))), rtol=1e-5, atol=1e-6)
emit("scalar", Net()(Tensor(np.array(2.0, np.float32)), Tensor(np.array(3.0, np.float32)), Tensor(np.array(0.3, np.float32))),
     rtol=1e-5, atol=1e-6)
emit("grad", ops.GradOperation(get_all=True)(Net())(a, b, x), rtol=1e-5, atol=1e-5)
emit_error("shape", lambda: Net()(a, b, x[0]))
emit_error("f16", lambda: Net()(a.astype(ms.float16), b.astype(ms.float16), x.astype(ms.float16)))
emit_error("mixed", lambda: Net()(a, b.astype(ms.float64), x))
emit_error("int", lambda: Net()(a.astype(ms.int32), b.astype(ms.int32), x.astype(ms.int32)))
