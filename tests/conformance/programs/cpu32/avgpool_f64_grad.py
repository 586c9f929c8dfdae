"""AvgPool and its gradient as MindSpore 2.10's CPU kernels compute them (found by the cpu32 variant sweep of st
ops/cpu's test_avgpool_op.py): float64 is computed in float32 and returned as float64 (forward and gradient), and
the gradient adds an input element's windows with the kernel's rows and columns both descending (float32 bit for
bit).  Random-looking deterministic inputs, 5 geometries, exact comparison."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class M(nn.Cell):
    def __init__(self, k, s, pm):
        super().__init__()
        self.p = ops.AvgPool(k, s, pm)

    def construct(self, a):
        return self.p(a)


g = ops.GradOperation(sens_param=True)
x = np.sin(np.arange(2 * 3 * 7 * 9) * 1.37).reshape(2, 3, 7, 9) * 2.3
for k, st, pm in ((3, 1, "same"), (3, 2, "same"), ((2, 3), (1, 2), "valid"), (2, 2, "valid"), (3, 2, "valid")):
    for dt in (np.float64, np.float32):
        label = f"{k}_{st}_{pm}_{dt.__name__}"
        out = M(k, st, pm)(Tensor(x.astype(dt)))
        sens = np.cos(np.arange(out.size) * 0.71).reshape(out.shape).astype(dt)
        emit(label, out, rtol=0, atol=0)
        emit(label + "_grad", g(M(k, st, pm))(Tensor(x.astype(dt)), Tensor(sens)), rtol=0, atol=0)
