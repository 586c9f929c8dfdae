"""int(x) / float(x) / bool(x) of a one-element Tensor of rank 2 in graph code (found by the adapt34t variant sweep of
st pynative/test_item / test_bool).  MindSpore 2.10's graph mode converts only shapes () and (1,): a (1, 1) Tensor is
TensorToScalar's ValueError for int / float and numpy's "truth value ... ambiguous" ValueError for bool (msgraph
returned the number).  PyNative converts any one-element Tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Conv(nn.Cell):
    def __init__(self, which):
        super().__init__()
        self.which = which

    def construct(self, x):
        if self.which == "int":
            return int(x)
        if self.which == "float":
            return float(x)
        return bool(x)


for shape in ((), (1,), (1, 1), (1, 1, 1)):
    for dt in (np.float32, np.int32, np.bool_):
        for which in ("int", "float", "bool"):
            x = Tensor(np.full(shape, 3, dt))
            emit_error(f"{which}_{np.dtype(dt).name}_{len(shape)}d", lambda which=which, x=x: Conv(which)(x))
emit("done", 1)
