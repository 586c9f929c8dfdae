"""ops.vjp with weights: vjp_fn(v) gives (gradients of the inputs, gradients of the weights)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.dense(x) * 2


net = Net()
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
out, fn = ops.vjp(net, x, weights=net.trainable_params())
emit("vjp_weights_out", out)
emit("vjp_weights_grads", fn(ops.ones_like(out)))
