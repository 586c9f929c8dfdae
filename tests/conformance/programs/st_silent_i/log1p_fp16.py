"""Found surveying float16 unary ops against MindSpore 2.10 after tests/st/ops/cpu/test_expm1_op.py (its float16
Log1p test is tolerant): MindSpore's float16 Log1p CPU kernel rounds 1 + x to float16, then takes its log; msgraph's
accurate log1p was a float16 ulp off in a fifth of the elements (ops.logaddexp, composed over it, too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return ops.log1p(x) * 2


rng = np.random.RandomState(0)
x = Tensor((rng.rand(4, 8) * 5 + 0.01).astype(np.float16))
emit("log1p_fp16", ops.log1p(x))
emit("log1p_fp16_cell", Net()(x))
emit("log1p_fp16_small", ops.log1p(Tensor(np.array([1e-3, -1e-3, 0.01, 0.0, 1e-4], np.float16))))
emit("log1p_fp16_grad", ms.grad(Net())(x))
emit("logaddexp_fp16", ops.logaddexp(Tensor((rng.randn(4, 8) * 3).astype(np.float16)),
                                     Tensor((rng.randn(4, 8) * 3).astype(np.float16))))
emit("log1p_fp32", ops.log1p(Tensor(np.array([1e-3, 0.5, 2.0], np.float32))))
