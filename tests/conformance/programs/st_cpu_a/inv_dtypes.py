"""P.Inv / ops.inv / Tensor.inv keep the input dtype (tests/st/ops/cpu/test_arithmetic_self_op.py::test_inv):
int32/int64 give the truncated integer reciprocal (0 -> the dtype's minimum), floats 1 / x; int8 is a
TypeError; the gradient -dout / x^2; fused with another elementwise op in a graph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inv = P.Inv()

    def construct(self, x):
        return self.inv(x) + x, ops.inv(x * 2)


ints = np.array([1, -1, 2, -3, 5, 0, 100], np.int32)
emit("int32", Net()(Tensor(ints)))
emit("int64", Net()(Tensor(ints.astype(np.int64))))
emit("f16", Net()(Tensor(np.array([1.0, -0.5, 3.0, 0.0], np.float16))), rtol=1e-3)
emit("f32", Net()(Tensor(np.array([[1.0, -0.5], [3.0, 7.0]], np.float32))))
emit("f64_tensor_method", Tensor(np.array([4.0, -8.0, 0.1], np.float64)).inv())
def inv_sum(t):
    return P.Inv()(t).sum()


emit("grad", ops.grad(inv_sum)(Tensor(np.array([2.0, -4.0], np.float32))))
emit_error("int8", lambda: P.Inv()(Tensor(np.array([1, 2], np.int8))).asnumpy())
