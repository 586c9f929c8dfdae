"""Adapted from tests/st/ops/test_ops_new_ones.py, test_ops_new_zeros.py, test_ops_reciprocal.py:
ops.function.array_func.new_ones/new_zeros (input's dtype unless dtype is given) and the Reciprocal primitive
imported from ops.auto_generate.gen_ops_def."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.function.array_func import new_ones, new_zeros
from mindspore.ops.auto_generate.gen_ops_def import Reciprocal
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return new_ones(x, (2, 3)), new_zeros(x, 2, dtype=ms.int32), Reciprocal()(x)


x = Tensor(np.arange(1, 5, dtype=np.float32))
emit("new_ones_zeros_reciprocal", Net()(x))
