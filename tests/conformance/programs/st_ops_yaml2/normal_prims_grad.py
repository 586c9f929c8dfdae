"""ops.auto_generate.NormalTensorTensor / NormalTensorFloat / NormalFloatTensor / NormalFloatFloat exist and are
gradient-free (st ops/test_ops_normal.py test_ops_normal_backward: msgraph lacked the names, so the file did not
collect).  MindSpore 2.10's CPU has no forward kernel for them (its forward tests fail, and so does a PyNative
gradient), but a Graph-mode gradient (the test ran after Graph-mode tests in the sweep) drops the forward and is zero:
that is what is recorded (the samples themselves are random)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.auto_generate import NormalTensorTensor, NormalTensorFloat, NormalFloatTensor, NormalFloatFloat
from _conf import emit

MODES = ("graph",)
seed, offset = Tensor(1, ms.int64), Tensor(1, ms.int64)


class TT(nn.Cell):
    def construct(self, mean, std):
        return NormalTensorTensor()(mean, std, seed, offset)


class GradMean(nn.Cell):
    def construct(self, mean, std):
        return ms.grad(TT(), 0)(mean, std)


class GradBoth(nn.Cell):
    def construct(self, mean, std):
        return ms.grad(TT(), (0, 1))(mean, std)


mean = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
std = Tensor(np.full((2, 3), 0.5, np.float32))
emit("grad_mean", GradMean()(mean, std))
emit("grad_both", GradBoth()(mean, std))
emit("names", [c.__name__ for c in (NormalTensorTensor, NormalTensorFloat, NormalFloatTensor, NormalFloatFloat)])
