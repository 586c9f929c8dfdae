"""_inner_ops.TensorCopySlices (st test_tensor_copy_slices): the slice begin:end:strides of the leading axes set to a
value with as many elements (several dtypes, negative bounds; a non-continuous slice is a RuntimeError), and its
gradient for x and value; eagerly and in a Cell.  (MindSpore copies memory: a value with fewer elements leaves
the rest undefined there, and a broadcast value's gradient has the slice's shape; msgraph broadcasts the value and
reduces its gradient to the value's shape -- docs/differences.md.)"""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops.operations import _inner_ops
from mindspore.ops import composite as C
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = _inner_ops.TensorCopySlices()

    def construct(self, x, v, begin, end, strides):
        return self.op(x, v, begin, end, strides)


net = Net()
for dt in (np.int64, np.int32, np.float64, np.float32):
    emit(f"rows_{dt.__name__}", net(Tensor(np.zeros((4, 3), dt)), Tensor(np.ones((2, 3), dt)), (1,), (3,), (1,)))
x = Tensor(np.arange(60).reshape(3, 4, 5).astype(np.float32))
emit("same_count_row", net(x, Tensor(np.array([7.0, 8, 9, 10, 11, 12, 13, 14, 15, 16], np.float32)), (1, 1), (2, 3),
                          (1, 1)))
emit("one_element", net(x, Tensor(np.array([[[5.0]]], np.float32)), (2, 3, 1), (3, 4, 2), (1, 1, 1)))
emit("negative_bounds", net(x, Tensor(np.ones((1, 4, 5), np.float32)), (-1,), (3,), (1,)))
emit_error("not_continuous", net, x, Tensor(np.array([7.0, 8, 9, 10, 11], np.float32)), (0, 1), (2, 3), (1, 1))
emit_error("strided", net, x, Tensor(np.full((2, 2, 5), -1.0, np.float32)), (0, 0), (3, 4), (2, 2))


class Both(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = _inner_ops.TensorCopySlices()

    def construct(self, a, b):
        return self.op(a, b, (1,), (3,), (1,)) * 3


a = Tensor(np.arange(12).reshape(4, 3).astype(np.float32))
b = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
emit("grad_x_and_value", C.GradOperation(get_all=True)(Both())(a, b))
