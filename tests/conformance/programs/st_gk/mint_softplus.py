"""Adapted from tests/st/graph_kernel/expander/test_mint_softplus.py: mint.nn.functional.softplus(input, beta=1,
threshold=20) in a Cell (float32 and float16; beta and threshold; large inputs return x)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit


class Net(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.softplus = mint.nn.functional.softplus
        self.kw = kw

    def construct(self, x):
        return self.softplus(x, **self.kw)


x = np.array([[-30.0, -3.5, -1.0, -0.25, 0.0], [0.5, 2.0, 9.5, 21.0, 40.0]], np.float32)
emit("f32", Net()(Tensor(x)), rtol=1e-6)
emit("f16", Net()(Tensor(x, ms.float16)), rtol=1e-3)
emit("beta_threshold", Net(beta=2, threshold=5)(Tensor(x)), rtol=1e-6)
emit("direct", mint.nn.functional.softplus(Tensor(x), 0.5, 10), rtol=1e-6)
