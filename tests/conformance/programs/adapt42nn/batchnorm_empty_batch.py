"""BatchNorm1d / 2d / 3d over an empty batch or empty spatial dims (adapt42nn).  MindSpore 2.10 returns the empty
result, in training the moving variance decays towards 0 (momentum 0.9: 1 -> 0.9) and the moving mean stays; the
gradients of gamma / beta are zeros.  msgraph raised numpy's reshape ValueError (a bare ValueError in Graph mode)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class W(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        return self.layer(x)


CASES = [
    ("bn1d_eval", lambda: nn.BatchNorm1d(2), (0, 2), np.float32, False),
    ("bn1d_train", lambda: nn.BatchNorm1d(2), (0, 2), np.float32, True),
    ("bn2d_eval", lambda: nn.BatchNorm2d(2), (0, 2, 2, 2), np.float32, False),
    ("bn2d_train", lambda: nn.BatchNorm2d(2, momentum=0.5), (0, 2, 2, 2), np.float32, True),
    ("bn2d_eval_f16", lambda: nn.BatchNorm2d(2), (0, 2, 2, 2), np.float16, False),
    ("bn2d_ubs_false", lambda: nn.BatchNorm2d(2, use_batch_statistics=False), (0, 2, 2, 2), np.float32, True),
    ("bn2d_eval_empty_hw", lambda: nn.BatchNorm2d(2), (1, 2, 0, 2), np.float32, False),
    ("bn3d_eval", lambda: nn.BatchNorm3d(2), (0, 2, 1, 2, 2), np.float32, False),
]
for name, mk, shape, dt, train in CASES:
    x = Tensor(np.zeros(shape, dt))
    net = W(mk())
    net.set_train(train)
    emit(name + "_out", net(x))
    bn = net.layer.bn2d if name.startswith("bn3d") else net.layer
    emit(name + "_moving", [bn.moving_mean, bn.moving_variance])
    net = W(mk())
    net.set_train(train)
    emit(name + "_grads", ms.grad(net, 0, net.trainable_params())(x))
