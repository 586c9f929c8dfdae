"""mindspore.ops.composite.base.GradOperation (st test_ops_dense imports it from there) on ops.Dense."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import Dense
from mindspore.ops.composite.base import GradOperation, HyperMap
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = Dense()

    def construct(self, x, w, b):
        return self.dense(x, w, b)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
w = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 8 - 0.5)
b = Tensor(np.array([0.5, -1.0, 2.0, 0.0], np.float32))
emit("dense", Net()(x, w, b))
emit("dense_grad", GradOperation(get_all=True)(Net())(x, w, b))
emit("hypermap_is_composite", HyperMap is ms.ops.HyperMap)
