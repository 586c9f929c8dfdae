"""Adapted from tests/st/ops/cpu/test_layer_norm_op.py::test_layernorm_double: LayerNorm's mean and variance
outputs are float32 for float64 and float16 inputs too (msgraph returned them in the input's dtype)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, a, p):
        super().__init__()
        self.norm = ops.LayerNorm(a, p)

    def construct(self, x, g, b):
        return self.norm(x, g, b)


x = np.arange(24).reshape(2, 3, 4) * 0.37 - 2.5
for dt in (np.float64, np.float16, np.float32):
    for a, p in ((1, 1), (2, 2), (-1, -1)):
        shape = x.shape[p:]
        g = Tensor((np.arange(np.prod(shape)).reshape(shape) * 0.1 + 0.5).astype(dt))
        b = Tensor(np.full(shape, 0.25, dt))
        y, mean, var = Net(a, p)(Tensor(x.astype(dt)), g, b)
        emit(f"{dt.__name__}_{a}_{p}_stats", (mean, var), rtol=1e-5, atol=1e-6)
        if dt != np.float16:   # float16's output rounds differently in MindSpore (see the report), not compared
            emit(f"{dt.__name__}_{a}_{p}_y", y, rtol=1e-5, atol=1e-6)
        emit(f"{dt.__name__}_{a}_{p}_y_dtype", str(y.dtype))
