"""Adapted from tests/st/ops/gpu/test_selu_op.py (test_selu_op[int8/int32]): SeLU keeps int8/int32 inputs' dtype
(max(x, 0): MindSpore's integer kernel) -- msgraph's primitive returned float32 and ops.selu trunc(scale * x);
other integer and bool inputs are a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.selu = P.SeLU()

    def construct(self, x):
        return self.selu(x)


for dt in (np.int8, np.int32):
    x = Tensor(np.array([[-3, -1, 0], [1, 2, 100]], dt))
    emit(f"prim_{dt.__name__}", Net()(x))
    emit(f"func_{dt.__name__}", ops.selu(x))
    emit(f"cell_{dt.__name__}", nn.SeLU()(x))
emit("float32", Net()(Tensor(np.array([-3, -1, 0, 1, 2, 100], np.float32))), rtol=1e-6)
for name, dt in (("int64", np.int64), ("int16", np.int16), ("uint8", np.uint8), ("bool", np.bool_)):
    emit_error(f"error_{name}", lambda: Net()(Tensor(np.array([0, 1], dt))))
