"""Adapted from tests/st/ops/cpu/test_expm1_op.py::test_expm1_op (float16 part): MindSpore 2.10's float16 Expm1
CPU kernel computes exp(x) rounded to float16, then subtracts 1 in float16; msgraph's expm1 was accurate near 0
(float16 ulps off in a third of the elements, e.g. 0.1256 for 0.126)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return ops.expm1(x) * 2


rng = np.random.RandomState(0)
y = Tensor((rng.rand(4, 8) * 4 - 2).astype(np.float16))
emit("expm1_fp16", ops.expm1(y))
emit("expm1_fp16_cell", Net()(y))
emit("expm1_fp16_small", ops.expm1(Tensor(np.array([1e-3, -1e-3, 0.01, 0.0], np.float16))))
emit("expm1_fp16_grad", ms.grad(Net())(y))
