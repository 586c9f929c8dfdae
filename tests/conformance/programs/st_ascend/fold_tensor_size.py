"""ops.fold with output_size a Tensor argument of a Cell (tests/st/ops/ascend/test_fold_ops.py, Graph mode: a graph
input whose values are read at run time), its gradient, Tensor.fold, and a negative size."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore import dtype as mstype
from _conf import emit, emit_error


class Fold(nn.Cell):
    def __init__(self, kernel_size, dilation, padding, stride):
        super().__init__()
        self.args = (kernel_size, dilation, padding, stride)

    def construct(self, x, output_size):
        k, d, p, s = self.args
        return ops.fold(x, output_size, k, d, p, s)


x = Tensor(np.arange(1 * 4 * 4, dtype=np.float32).reshape(1, 4, 4) / 3)
size = Tensor(np.array([2, 2]).astype(np.int32))
net = Fold(1, 1, 0, 1)
emit("k1", net(x, size))
emit("grad", ms.grad(net, grad_position=(0, 1))(x, size)[0])
x2 = Tensor(np.arange(2 * 8 * 9, dtype=np.float32).reshape(2, 8, 9) / 10)
emit("k2_pad", Fold(2, 1, 1, 1)(x2, Tensor([2, 2], mstype.int32)))
y = Tensor(np.ones([2, 16, 25]), mstype.float32).fold(Tensor([8, 8], mstype.int32), kernel_size=2, dilation=2,
                                                      padding=2, stride=2)
emit("method_shape", (y.shape, y.dtype == mstype.float32))
emit_error("negative", lambda: ops.fold(Tensor(np.ones([2, 16, 4]), mstype.float32), Tensor([6, -1], mstype.int32),
                                        kernel_size=2, dilation=2, padding=2, stride=2))
