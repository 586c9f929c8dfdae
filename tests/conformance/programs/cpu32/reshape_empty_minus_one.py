"""Reshape of an empty Tensor to a shape holding a 0 and a -1 (found by the cpu32 variant sweep of st ops/cpu's
test_reshape_op.py): MindSpore 2.10 makes the -1 a 0 ((0, 6) -> (3, 0, -1) is (3, 0, 0)) in both modes; a
non-empty input with (0, -1) stays its ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class N(nn.Cell):
    def construct(self, a):
        return a.reshape((3, 0, -1)), ops.reshape(a, (-1, 0)), ops.Reshape()(a, (0, -1)), ops.reshape(a, (2, -1, 0))


x = Tensor(np.zeros((0, 6), np.float32))
emit("shapes", [t.shape for t in N()(x)])
emit("values", N()(Tensor(np.zeros((0, 6), np.int8))))
emit("minus_one_3", ops.reshape(x, (-1, 3)))
emit_error("nonempty", lambda: ops.reshape(Tensor(np.zeros((2, 3), np.float32)), (0, -1)))
