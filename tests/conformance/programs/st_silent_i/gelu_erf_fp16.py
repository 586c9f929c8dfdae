"""Found surveying float16 unary ops against MindSpore 2.10 (tests/st/ops/cpu test_gelu_op's checks are tolerant):
ops.gelu(approximate='none') is MindSpore's composition x * 0.5 * (1 + erf(x / sqrt(2))), op by op; msgraph
multiplied by 1 / sqrt(2) in another order (float16 results and gradients an ulp off in one element in ten)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return ops.gelu(x) * 2


rng = np.random.RandomState(0)
x = Tensor((rng.randn(5, 8) * 2).astype(np.float16))
emit("gelu_fp16", ops.gelu(x))
emit("gelu_fp16_cell", Net()(x))
emit("gelu_fp16_grad", ms.grad(Net())(x))
emit("gelu_fp16_values", ops.gelu(Tensor(np.array([1.388, 1.572, 1.802, 2.83, -0.5], np.float16))))
