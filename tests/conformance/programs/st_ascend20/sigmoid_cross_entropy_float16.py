"""Adapted from tests/st/ops/ascend/test_tbe_ops/test_sigmoid_cross_entropy_with_logits.py (run on CPU): MindSpore's
kernel computes x * (1 - y) + log1p(exp(-x)) for x >= 0 and log1p(exp(x)) - x * y below, op by op in float16;
msgraph's max(x, 0) - x * y + softplus(-|x|) was off by float16 ulps."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sce = ops.SigmoidCrossEntropyWithLogits()

    def construct(self, features, labels):
        return self.sce(features, labels)


rng = np.random.RandomState(0)
x = np.concatenate([[0.0, -0.0, 12.0, -12.0, 0.5, -0.5], rng.randn(58) * 3.0])
y = np.concatenate([[0.5, 0.5, 1.0, 0.0, -1.0, 2.0], rng.randn(58)])
emit("float16", Net()(Tensor(x.astype(np.float16)), Tensor(y.astype(np.float16))))
emit("float16_2d", Net()(Tensor(x.reshape(8, 8).astype(np.float16)), Tensor(y.reshape(8, 8).astype(np.float16))))
emit("float32", Net()(Tensor(x.astype(np.float32)), Tensor(y.astype(np.float32))))
