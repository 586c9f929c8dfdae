"""Adapted from tests/st/ops/cpu/test_cache_ops.py: P.UpdateCache()(x, indices, updates, max_num) writes the
Parameter x's rows at indices (those < 0 or >= max_num are skipped) and returns a one-element Tensor [0] of x's
dtype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit

# MindSpore's Graph-mode kernel leaves the float32 output uninitialised (2.8e-45 here, its PyNative gives 0.0).
FOLLOW_PYNATIVE = {"float32_max_num_out": "uninitialised output of MindSpore's Graph-mode UpdateCache kernel"}


class UpdateCacheNet(nn.Cell):
    def __init__(self, x, max_num):
        super().__init__()
        self.op = P.UpdateCache()
        self.max_num = max_num
        self.x = Parameter(Tensor(x), name='x')

    def construct(self, indices, update):
        return self.op(self.x, indices, update, self.max_num)


x_np = np.array([[2, 3, 4, 5], [6, 7, 8, 9], [11, 12, 13, 14], [1, 2, 3, 4], [5, 6, 7, 8]], np.int32)
upd_np = np.array([[0, 0, 0, 0], [23, 34, 56, 78], [44, 55, 66, 77]], np.int32)

net = UpdateCacheNet(x_np, 9999)
out = net(Tensor(np.array([[-1, 3, 4]], np.int32)), Tensor(upd_np))
emit("int32_out", out)
emit("int32_param", net.x.value())

net = UpdateCacheNet(x_np.astype(np.float32), 3)
out = net(Tensor(np.array([2, 3, 0], np.int64)), Tensor(upd_np.astype(np.float32)))
emit("float32_max_num_out", out)
emit("float32_max_num_param", net.x.value())
