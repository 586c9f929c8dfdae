"""A bool Tensor mask of x's rank with size-1 dimensions (a (4, 1) or (1, 4) mask of a (4, 4) x; found by the adapt34t
variant sweep of st pynative/test_tensor_setitem).  MindSpore 2.10 broadcasts it to x's shape when writing a number
or a one-element Tensor (both modes); reading through it is a ValueError in PyNative, an IndexError in graph mode.
msgraph raised numpy's IndexError for all of them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Set(nn.Cell):
    def __init__(self, m, v):
        super().__init__()
        self.m, self.v = m, v

    def construct(self, x):
        x[self.m] = self.v
        return x


class Get(nn.Cell):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def construct(self, x):
        return x[self.m]


M = {"col": Tensor(np.array([[True], [False], [True], [False]])), "row": Tensor(np.array([[False, True, True, False]])),
     "one": Tensor(np.array([[True]]))}
V = {"int": 5, "flt": -1.5, "bool": True, "t0": Tensor(np.array(7.0, np.float32))}
for dt in (np.float32, np.int32):
    for mk, m in M.items():
        for vk, v in V.items():
            emit_error(f"set_{np.dtype(dt).name}_{mk}_{vk}",
                       lambda m=m, v=v, dt=dt: Set(m, v)(Tensor(np.arange(16).reshape(4, 4).astype(dt))))
        emit_error(f"get_{np.dtype(dt).name}_{mk}", lambda m=m, dt=dt: Get(m)(Tensor(np.arange(16).reshape(4, 4).astype(dt))))
emit("done", 1)
