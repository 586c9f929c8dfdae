"""Adapted from tests/st/ops/gpu/test_split.py::test_split_invalid_input: a float or bool ``output_num`` of
ops.Split is a TypeError and a non-positive one a ValueError in MindSpore 2.10; msgraph took True as 1 and reported
3.0 / -3 as a divisibility ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, axis, num):
        super().__init__()
        self.split = P.Split(axis, num)

    def construct(self, x):
        return self.split(x)


x = Tensor(np.array([[1, 2, 3], [4, 5, 6]]).astype(np.int32))
for axis, num in ((0, 3.0), (0, True), (0, -3), (0, 0), (0.1, 3)):
    emit_error(f"split_{axis}_{num}", lambda: Net(axis, num)(x))
emit("split_ok", Net(1, 3)(x))
