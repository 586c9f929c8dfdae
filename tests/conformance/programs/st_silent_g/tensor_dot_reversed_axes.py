"""Adapted from tests/st/ops/gpu/test_tensordot_op.py::test_tensor_dot_reverse_axes: MindSpore 2.10's tensor_dot
accepts contracted dimensions that match in reverse order (then it pairs the flattened contraction of its
transpose-and-reshape); msgraph required them to match in order (ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, axes):
        super().__init__()
        self.axes = axes

    def construct(self, a, b):
        return ops.tensor_dot(a, b, self.axes)


rng = np.random.RandomState(2746)
x1 = Tensor(rng.random_sample((1, 2, 3)).astype(np.float32))
x2 = Tensor(rng.random_sample((1, 2, 3)).astype(np.float32))
emit("test_case_1", Net(((1, 0), (0, 1)))(x1, x2))
y1 = Tensor(rng.random_sample((1, 2, 3, 4, 5)).astype(np.float32))
emit("test_case_2", Net(((0, 2), (2, 0)))(y1, x2))
a = Tensor(rng.random_sample((2, 3, 4)).astype(np.float32))
b = Tensor(rng.random_sample((3, 2, 5)).astype(np.float32))
for axes in (((0, 1), (1, 0)), ((1, 0), (0, 1)), ((0, 1), (0, 1))):
    emit(f"reversed_{axes}", Net(axes)(a, b))
emit_error("mismatch", lambda: Net(((0, 2), (0, 1)))(a, b))
