"""nn.LayerNorm: normalized_shape, begin_norm_axis/begin_params_axis, epsilon, gradients for the
input, gamma and beta."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

x = Tensor((np.arange(2 * 3 * 4, dtype=np.float32).reshape(2, 3, 4) % 7) / 3 - 1)


def run(label, net, inp):
    emit(label, net(inp), rtol=1e-4, atol=1e-5)
    emit(label + ":grad", ms.grad(net, grad_position=0, weights=net.trainable_params())(inp), rtol=1e-3, atol=1e-4)


run("last_axis", nn.LayerNorm((4,)), x)
run("last_two", nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1), x)
run("epsilon", nn.LayerNorm((4,), epsilon=0.5), x)
run("affine", nn.LayerNorm((4,), gamma_init=Tensor(np.array([1.0, 2.0, 0.5, -1.0], np.float32)),
                           beta_init=Tensor(np.array([0.0, 0.5, 1.0, -0.5], np.float32))), x)
emit("defaults", (nn.LayerNorm((4,)).epsilon, tuple(nn.LayerNorm((3, 4), -2, -2).gamma.shape)))
