# A Cell sets keys of a dict argument and returns the dict.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, d, x):
        d["sum"] = x.sum()
        d["x2"] = x * 2
        return d


d = {"x2": Tensor(np.array([0.0], np.float32))}
r = Net()(d, Tensor(np.array([1.0, 2.0], np.float32)))
emit("returned", r)
emit("dict_after", d)
