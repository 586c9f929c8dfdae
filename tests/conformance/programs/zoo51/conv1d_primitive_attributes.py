"""nn.Conv1d holds MindSpore 2.10's primitives as attributes -- conv2d (Conv2D over (N, C, 1, L)), bias_add,
expand_dims, squeeze (Squeeze(2)), shape -- and nn.Conv1dTranspose its expand_dims / squeeze / shape too; a
subclass's construct may call them.  The zoo's research/cv/TCN does (WNConv1d: weight normalisation with
mindspore.numpy.norm, `delattr(self, 'weight')`, then self.expand_dims(x, 2), self.conv2d(x, weight),
self.bias_add, self.squeeze); msgraph's Conv1d had conv2d and bias_add only (AttributeError: "The 'WNConv1d'
object has no attribute 'expand_dims'") (session 51, zoo51).  Forward and gradients in both modes."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class WNConv1d(nn.Conv1d):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        w = self.weight.asnumpy()
        self.param_g = Parameter(Tensor(np.sqrt((w.reshape(w.shape[0], -1) ** 2).sum(1)).reshape(-1, 1, 1, 1)))
        self.param_v = Parameter(Tensor(w))
        delattr(self, 'weight')

    def construct(self, x):
        x = self.expand_dims(x, 2)
        norm = mnp.norm(self.param_v.view((self.param_v.shape[0], -1)), 2, 1).view((-1, 1, 1, 1))
        output = self.conv2d(x, self.param_v * (self.param_g / norm))
        if self.has_bias:
            output = self.bias_add(output, self.bias)
        return self.squeeze(output)


class TransposeUser(nn.Conv1dTranspose):
    def construct(self, x):
        y = self.expand_dims(x, 2)
        return self.squeeze(y * 2), self.shape(x)


w = Tensor((np.sin(np.arange(4 * 3 * 3)) * 0.5).reshape(4, 3, 3).astype(np.float32))
net = WNConv1d(3, 4, 3, pad_mode="pad", padding=2, dilation=2, has_bias=True, weight_init=w, bias_init="ones")
x = Tensor((np.cos(np.arange(2 * 3 * 10) * 0.3)).reshape(2, 3, 10).astype(np.float32))
emit("names", sorted(p.name for p in net.get_parameters()))
emit("forward", net(x), rtol=1e-5, atol=1e-6)
def total(a):
    return net(a).sum()


g = ms.grad(total, grad_position=0, weights=net.trainable_params())(x)
emit("grads", g, rtol=1e-5, atol=1e-6)
emit("transpose_attrs", TransposeUser(3, 2, 3)(x))
emit("plain_attrs", [type(getattr(nn.Conv1d(3, 4, 3), k)).__name__ for k in ("conv2d", "bias_add", "expand_dims",
                                                                            "squeeze", "shape")])
