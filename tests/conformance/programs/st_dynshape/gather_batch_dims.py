"""ops.gather(input_params, input_indices, axis, batch_dims) (tests/st/dynamic_shape/test_ops_gather.py), and
Gather's gradient with negative indices: the forward picks from the end, the bprop (UnsortedSegmentSum on the
raw indices) passes nothing back to those rows."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class G(nn.Cell):
    def __init__(self, axis, batch_dims):
        super().__init__()
        self.axis, self.batch_dims = axis, batch_dims

    def construct(self, x, i):
        return ops.gather(x, i, self.axis, self.batch_dims)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation()

    def construct(self, x, i):
        return self.grad(self.net)(x, i)


p = Tensor(np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]), ms.float32)
i = Tensor(np.array([0, 2, 1]), ms.int32)
emit("batch_dims_1_2d", G(1, 1)(p, i))
p3 = Tensor(np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype(np.float32))
i3 = Tensor(np.array([[1, -1], [0, 2]], np.int32))
emit("batch_dims_1_axis_2", G(2, 1)(p3, i3))
emit("batch_dims_1_axis_3", G(3, 1)(p3, i3))
emit("batch_dims_negative", G(2, -1)(p3, i3))
emit("batch_dims_grad_negative_index", Grad(G(2, 1))(p3, i3))
x = Tensor(np.array([1., 2, 3, 4], np.float32))
emit("gather_grad_negative_index", Grad(G(0, 0))(x, Tensor(np.array([1, -1, 1], np.int32))))
