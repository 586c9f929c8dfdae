"""Log1p as MindSpore 2.10's CPU kernel computes it: log(1 + x) with 1 + x rounded in the input's dtype (so
log1p(1e-30) is 0 and log1p(1e-7) is log(1.0000001)), float64 with libm's log, float32 libm's logf (msgraph: the
double log rounded, 1 ulp off in 10 of 4096 probe values: float32 within one ulp), float16 its float16 log.
np.log1p had differed in 1198 (float32) and 1099 (float64) of 4096 values (act31).  Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
ULP1 = dict(rtol=1.2e-7, atol=0.0)
X = np.concatenate([((np.arange(3000, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 2.0,
                    np.logspace(-30, 30, 500), -np.logspace(-30, -0.01, 500),
                    [0.0, -0.0, 1e-7, -1e-7, 6e-8, 1e-4, -0.5, 1.0, -1.0, -2.0]])


class Log1p(nn.Cell):
    def construct(self, v):
        return ops.log1p(v), v.log1p()


for dt, tol in ((np.float16, EXACT), (np.float32, ULP1), (np.float64, EXACT)):
    a, b = Log1p()(Tensor(X.astype(dt)))
    emit(f"log1p {dt.__name__}", a, **tol)
    emit(f"Tensor.log1p {dt.__name__}", b, **tol)
