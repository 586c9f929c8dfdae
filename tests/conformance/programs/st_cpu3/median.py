"""Adapted from tests/st/ops/cpu/test_median_op.py: ops.Median (global / along an axis, keep_dims, NaN handling,
ties, empty input), its gradient and ops.median."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


class ValueOnly(nn.Cell):
    def __init__(self, **attrs):
        super().__init__()
        self.op = ops.Median(**attrs)

    def construct(self, x):
        return self.op(x)[0] * 2.0


x = Tensor(np.array([[3.0, 1.0, np.nan, 2.0], [4.0, 4.0, 1.0, 0.0]], np.float32))
for name, kw in (("global", dict(global_median=True)), ("global_ignore_nan", dict(global_median=True, ignore_nan=True)),
                 ("axis1", dict(axis=1)), ("axis1_ignore_nan", dict(axis=1, ignore_nan=True)),
                 ("axis0_keep_dims", dict(axis=0, keep_dims=True)),
                 ("axis_neg_keep_ignore", dict(axis=-1, keep_dims=True, ignore_nan=True))):
    emit(name, Net(ops.Median(**kw))(x))
y = Tensor(np.array([[3.0, 1.0, 2.0, 2.0], [4.0, 2.0, 1.0, 0.0]], np.float64))
emit("ties_axis1", Net(ops.Median(axis=1))(y))
emit("grad_axis1", ops.GradOperation()(ValueOnly(axis=1))(y))
emit("grad_global_ties", ops.GradOperation()(ValueOnly(global_median=True))(y), rtol=1e-6)
emit("grad_axis0_keep", ops.GradOperation()(ValueOnly(axis=0, keep_dims=True))(y))
z = Tensor(np.array([[3, 1, 2, 2], [4, 2, 1, 0], [7, -3, 5, 5]], np.int32))
emit("int32_global", Net(ops.Median(global_median=True))(z))
emit("int16_axis0", Net(ops.Median(axis=0))(Tensor(z.asnumpy().astype(np.int16))))
emit("function_median", ops.median(z, axis=0))
emit("function_median_default_axis", ops.median(y))
emit("empty_global_float", Net(ops.Median(global_median=True))(Tensor(np.zeros((2, 0), np.float32)))[0])
emit_error("axis_out_of_range", Net(ops.Median(axis=2)), x)
emit_error("bool_input", Net(ops.Median()), Tensor(np.array([True, False])))
