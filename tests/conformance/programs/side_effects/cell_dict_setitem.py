# A Cell that sets a key of its dict argument: the caller's dict changes in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class DC(nn.Cell):
    def construct(self, d, x):
        d["a"] = x * 2
        return x + 1


d = {"a": Tensor(np.array([1.0], np.float32))}
r = DC()(d, Tensor(np.array([2.0], np.float32)))
emit("result", r)
emit("dict_after", d)
