# Tensor.contiguous() of a transposed Tensor (values), eagerly and in construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return ops.transpose(x, (1, 0)).contiguous() * 2


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
emit("eager", ops.transpose(x, (1, 0)).contiguous())
emit("is_contiguous_after", ops.transpose(x, (1, 0)).contiguous().is_contiguous())
emit("in_construct", Net()(x))
