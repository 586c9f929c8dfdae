"""P.GeLU on float16 (tests/st/ops/gpu/test_gelu_op.py::test_gelu_4d_fp16): MindSpore 2.10's CPU kernel computes a
float16 input in float32 (a correctly rounded tanh) and rounds once; msgraph computed op by op in float16 (about a
third of the results an ulp off)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gelu = P.GeLU()

    def construct(self, x):
        return self.gelu(x)


x = np.concatenate([np.linspace(0, 1, 301), np.linspace(-12, 6, 401)]).astype(np.float16)
emit("gelu_fp16", Net()(Tensor(x)), rtol=0, atol=0)
emit("gelu_fp16_2d", Net()(Tensor(x[:300].reshape(10, 30))), rtol=0, atol=0)
emit("ops_gelu_tanh_fp16", ops.gelu(Tensor(x), approximate="tanh"), rtol=0, atol=0)
emit("gelu_fp16_grad", ops.GradOperation()(Net())(Tensor(x[:64])), rtol=0, atol=0)
