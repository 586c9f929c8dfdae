"""Adapted from tests/st/ops/cpu/test_standard_laplace.py (test_standard_laplace_dynamic_shape): TensorShape of a
value whose length is known only at run time (after Unique) feeds StandardLaplace's shape."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.unique = ops.Unique()
        self.gather = ops.Gather()
        self.get_shape = ops.TensorShape()
        self.random_op = ops.StandardLaplace()

    def construct(self, x, indices):
        unique_indices, _ = self.unique(indices)
        res = self.gather(x, unique_indices, 0)
        dshape = self.get_shape(res)
        out = self.random_op(dshape)
        return out, dshape


out, dshape = Net()(Tensor(np.arange(1, 11)), Tensor(np.array([1, 3, 3, 5, 1, 9, 2])))
emit("dynamic", (out.shape, str(out.dtype), dshape))
