"""mindspore.numpy.geomspace with a Tensor start inside a Cell (st numpy_native/test_numpy_ops GeomSpace): graph code
computes it from the values when the graph runs (MindSpore 2.10's start * (stop / start) ** (k / root))."""
import numpy as np
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit


class GeomSpace(nn.Cell):
    def construct(self, start):
        a = mnp.geomspace(1, 256, num=9)
        c = mnp.geomspace(start, [1000, 2000, 3000], num=4)
        d = mnp.geomspace(start, [1000, 2000, 3000], num=4, endpoint=False, axis=-1)
        return a, c, d


a, c, d = GeomSpace()(Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 3)))
emit("const", a)
emit("tensor_start", c, rtol=1e-5)
emit("tensor_start_axis", d, rtol=1e-5)
