"""float16 Tanh gradients in Graph mode: MindSpore 2.10's CPU TanhGrad has no float16 kernel either, so in Graph mode
(and ms.jit) it joins the raised chains: it reads the float32 tanh (not the rounded output) and a MatMul's unrounded
product as its dout, and a MatMul after it reads its unrounded result.  Measured in session 34 (bias34): a float16
Dense -> Tanh -> Dense's gradients equal that model on 176/176 elements in MindSpore's Graph mode (PyNative: 81 of them
differ); msgraph re-computed tanh in float32 inside Tanh's bprop and rounded dout (22/32 input gradients off)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit


def arr(shape, a, b, scale, dt=np.float16):
    n = int(np.prod(shape))
    return Tensor((np.sin(np.arange(n) * a + b) * scale).reshape(shape).astype(dt))


x = arr((4, 8), 0.9, 0.0, 0.9)
w = arr((8, 8), 1.3, 0.5, 0.6)
w2 = arr((8, 8), 0.7, 0.3, 0.6)
mm = P.MatMul()


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(8, 8, weight_init=arr((8, 8), 1.3, 0.5, 0.6, np.float32),
                           bias_init=arr((8,), 0.61, 0.2, 0.8, np.float32))
        self.d2 = nn.Dense(8, 8, weight_init=arr((8, 8), 0.7, 0.3, 0.6, np.float32),
                           bias_init=arr((8,), 0.45, 0.7, 0.5, np.float32))
        self.act = nn.Tanh()

    def construct(self, a):
        return self.d2(self.act(self.d1(a)))


net = MLP().to_float(ms.float16)


def loss(a):
    return net(a).sum()


emit("dense_tanh_dense_float16_grads", ms.grad(loss, grad_position=0, weights=net.trainable_params())(x),
     rtol=0, atol=0)


def mm_tanh_mm(a, v, v2):
    return mm(ops.tanh(mm(a, v)), v2).sum()


emit("mm_tanh_mm_grads", F(ms.grad(mm_tanh_mm, grad_position=(0, 1, 2)))(x, w, w2), rtol=0, atol=0)


def tanh_sum(a):
    return ops.tanh(a * 1.5).sum()


emit("tanh_grads", F(ms.grad(tanh_sum))(x), rtol=0, atol=0)
sens = arr((4, 8), 0.31, 0.4, 1.2)
emit("tanh_grads_sens", F(ops.GradOperation(sens_param=True)(ops.tanh))(x, sens), rtol=0, atol=0)
