"""nn.SparseToDense (MindSpore 2.10's docstring example, extended): the dense Tensor of a COOTensor built inside
construct (int32 and float32 values, another shape)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor
import mindspore.nn as nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, dense_shape):
        super(Net, self).__init__()
        self.dense_shape = dense_shape
        self.op = nn.SparseToDense()

    def construct(self, indices, values):
        x = COOTensor(indices, values, self.dense_shape)
        return self.op(x)


emit_error("doc_example", Net((3, 4)), Tensor([[0, 1], [1, 2]]), Tensor([1, 2], dtype=ms.int32))
emit_error("float_values", Net((2, 3)), Tensor(np.array([[0, 0], [1, 2], [0, 2]], np.int32)),
           Tensor(np.array([0.5, -1.5, 2.0], np.float32)))
