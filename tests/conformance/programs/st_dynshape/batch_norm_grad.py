"""ops.auto_generate.BatchNormGrad(is_training, epsilon, data_format)(dy, x, scale, save_mean, save_variance,
reserve) in training and inference (tests/st/dynamic_shape/test_ops_batchnorm_grad.py), and its gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class BNGrad(nn.Cell):
    def __init__(self, training):
        super().__init__()
        self.op = ops.auto_generate.BatchNormGrad(is_training=training, epsilon=1e-5, data_format="NCHW")

    def construct(self, dy, x, scale, mean, var, reserve):
        return self.op(dy, x, scale, mean, var, reserve)


class First(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *args):
        return self.net(*args)[0]


x = (np.arange(2 * 3 * 2 * 2).reshape(2, 3, 2, 2) % 7).astype(np.float32) / 3
dy = (np.arange(24).reshape(2, 3, 2, 2) % 5).astype(np.float32) - 2
sc = np.array([0.5, 1.0, 2.0], np.float32)
mean, var = x.mean(axis=(0, 2, 3)), x.var(axis=(0, 2, 3))
args = tuple(Tensor(a) for a in (dy, x, sc, mean, var, var))
emit("training", BNGrad(True)(*args))
emit("inference", BNGrad(False)(*args))
emit("inference_grad_dy", ops.GradOperation()(First(BNGrad(False)))(*args))
