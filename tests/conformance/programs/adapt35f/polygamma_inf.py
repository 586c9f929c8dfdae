"""ops.polygamma at infinities, zeros and poles (found by the adapt35f variant sweep of st/ops/test_polygamma.py):
MindSpore 2.10 gives NaN for polygamma(n >= 1, +inf) (msgraph: scipy's 0 / -0).  Only edge values are emitted (the
float32 kernels differ from scipy in the last digit elsewhere)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class PG(nn.Cell):
    def construct(self, n, x):
        return ops.polygamma(n, x)


v = np.array([-np.inf, -1.0, -0.0, 0.0, np.nan, np.inf])
for dt in (np.float16, np.float32, np.float64):
    for n in (1, 2, 3):
        emit_error("n%d_%s" % (n, dt.__name__), PG(), Tensor(np.array(n, np.int64)), Tensor(v.astype(dt)))
