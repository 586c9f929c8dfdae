"""Adapted from tests/st/ops/cpu/test_conv2d_backprop_*_op.py, test_maxpool_grad_op.py, test_avgpool_grad_op.py,
test_layer_norm_grad_op.py, test_batchnorm_op.py (training grads), test_softmax_grad_fusion.py, test_lrn_grad_op.py,
test_mirror_pad.py grads and the loss grad tests."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit

R = dict(rtol=1e-4, atol=1e-5)
img = Tensor((np.arange(1 * 2 * 4 * 4, dtype=np.float32).reshape(1, 2, 4, 4) % 5 - 2.0) / 2.0)
wgt = Tensor((np.arange(3 * 2 * 2 * 2, dtype=np.float32).reshape(3, 2, 2, 2) % 3 - 1.0) / 2.0)


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *xs):
        out = self.net(*xs)
        return (out * out).sum() * 0.5 + out.sum()


def grads(net, *xs):
    return ops.GradOperation(get_all=True)(Loss(net))(*xs)


emit("conv2d_grad", grads(P.Conv2D(3, 2, pad_mode="same", stride=1), img, wgt), **R)
emit("conv2d_grad_stride_pad", grads(P.Conv2D(3, 2, pad_mode="pad", pad=1, stride=2), img, wgt), **R)
emit("maxpool_grad_ties", grads(P.MaxPool(kernel_size=2, strides=2), img), **R)
emit("maxpool_grad_overlap", grads(P.MaxPool(kernel_size=3, strides=1, pad_mode="same"), img), **R)
emit("avgpool_grad_same", grads(P.AvgPool(kernel_size=3, strides=2, pad_mode="same"), img), **R)
emit("softmax_grad", grads(P.Softmax(), img), **R)
emit("logsoftmax_grad", grads(P.LogSoftmax(axis=1), img), **R)


class LN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm((4,), begin_norm_axis=-1, begin_params_axis=-1)

    def construct(self, x):
        return self.ln(x)


emit("layernorm_grad", grads(LN(), img), **R)


class BN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(2)
        self.bn.set_train(True)

    def construct(self, x):
        return self.bn(x)


emit("batchnorm_train_grad", grads(BN(), img), rtol=1e-3, atol=1e-4)


class CE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, x, y):
        return self.loss(x, y)


logits = Tensor(np.array([[0.2, 1.5, -0.3], [2.0, -1.0, 0.1]], np.float32))
emit("sparse_ce_grad", ops.GradOperation()(CE())(logits, Tensor(np.array([1, 2], np.int32))), **R)
emit("dense_grad", grads(nn.Dense(4, 3, weight_init="ones", bias_init="zeros"), img[0, 0]), **R)
emit("mirror_pad_grad", grads(nn.Pad(((0, 0), (0, 0), (1, 1), (2, 0)), mode="REFLECT"), img), **R)
emit("gelu_grad", grads(P.GeLU(), img), **R)
emit("smoothl1_grad", grads(nn.SmoothL1Loss(beta=0.5), img, img * 0.25), **R)
