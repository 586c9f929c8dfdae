"""P.FusedCastAdamWeightDecay (CPU; tests/st/heterogeneous): the updated var (float16 or float32), m and v, with the
gradient divided by the optional global_norm input.  The returned tuple is not compared: MindSpore's CPU kernel
returns zeros (docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit
class N(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.var = Parameter(Tensor(np.array([1.0, -2.0, 3.0], dt)), name="var")
        self.m = Parameter(Tensor(np.array([0.1, 0.2, -0.3], np.float32)), name="m")
        self.v = Parameter(Tensor(np.array([0.01, 0.02, 0.03], np.float32)), name="v")
        self.op = P.FusedCastAdamWeightDecay()
    def construct(self, g, gn):
        return self.op(self.var, self.m, self.v, 0.1, 0.9, 0.999, 1e-6, 0.01, g, gn)
for dt in (np.float32, np.float16):
    for gn in (0.5, 4.0, 0.0):
        n = N(dt)
        out = n(Tensor(np.array([0.5, -1.0, 2.0], np.float16)), Tensor(np.float32(gn)))
        emit(f"dtypes_{dt.__name__}_{gn}", [str(o.dtype) for o in out])
        emit(f"var_{dt.__name__}_{gn}", n.var)
        emit(f"m_{dt.__name__}_{gn}", n.m)
        emit(f"v_{dt.__name__}_{gn}", n.v)
