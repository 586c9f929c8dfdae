"""float32 GeLU (the tanh form: nn.GELU's default, ops.gelu(approximate='tanh')) as MindSpore 2.10's CPU kernel
computes it: the argument in float32, a correctly rounded tanh, ``0.5 * x * (1 + t)`` in float32 (96% of these
values bit for bit, the rest within 7e-6).  numpy's float32 tanh does not reach -1 where the correctly rounded one does:
msgraph gave -1.6e-7 where MindSpore gives -0 (x below about -5.2).  Compared at rtol 1e-5 (where 1 + t cancels,
MindSpore's tanh and a correctly rounded one differ by a few ulps), no absolute slack."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

ULPS = dict(rtol=1e-5, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 16.0,
                    [0.0, -0.0, -20.0, 20.0, np.inf, -np.inf]]).astype(np.float32)


class Act(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.GELU()

    def construct(self, v, one):
        return self.act(v) * one      # (a second op: Graph mode's fusion makes a kernel of it; * 1 keeps -0 and NaN)


ONE = Tensor(np.ones(X.size, np.float32))
emit("nn.GELU float32", Act()(Tensor(X), ONE), **ULPS)
emit("ops.gelu tanh float32", ops.gelu(Tensor(X), approximate="tanh"), **ULPS)
