"""dtypes MindSpore 2.10 refuses in Minimum and SquaredDifference (found by the adapt34b variant sweep of st ops/cpu
test_minimum_op.py and test_squared_difference_op.py): Minimum has no bool kernel (two bool Tensors, a bool Tensor
with a Python bool, Tensor.minimum: TypeError; Maximum computes), SquaredDifference refuses int8 / uint8 / int16 (the
promoted dtype, a Python int operand too; int32 and floats compute).  In a Cell, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, a, b):
        return self.f(a, b)


b = Tensor(np.array([True, False, True]))
emit_error("min_bool_int8", Net(ops.minimum), b, Tensor(np.array([1, 0, 2], np.int8)))
emit_error("max_bool", Net(ops.Maximum()), b, b)
emit_error("min_bool_pyint", Net(ops.Minimum()), b, 2)
for dt in (np.int8, np.uint8, np.int16, np.int32, np.int64, np.float16):
    x = Tensor(np.array([1, 5, 3], dt))
    n = np.dtype(dt).name
    emit_error(f"sqd_{n}", Net(ops.SquaredDifference()), x, Tensor(np.array([2, 2, 2], dt)))
    emit_error(f"sqd_{n}_pyint", Net(ops.SquaredDifference()), x, 2)
    emit_error(f"sqd_{n}_f32", Net(ops.SquaredDifference()), x, Tensor(np.array([0.5, 2, 2], np.float32)))
emit_error("sqd_uint8_int8", Net(ops.SquaredDifference()), Tensor(np.array([1, 2], np.uint8)), Tensor(np.array([1, -2], np.int8)))
# (last: MindSpore's PyNative reports a kernel-selection error at a later call too)
emit_error("min_bool_pybool", Net(ops.Minimum()), b, True)
emit_error("min_bool", Net(ops.Minimum()), b, b)
