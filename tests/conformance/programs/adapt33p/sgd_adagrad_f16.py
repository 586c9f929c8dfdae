"""nn.SGD and nn.Adagrad on float16 Parameters (MindSpore 2.10 CPU) run the SGD / ApplyAdagrad kernels: the SGD
kernel computes a float16 step in float32 and rounds once (w -0.2, g -0.4011, lr 0.1 -> -0.15979, where float16
arithmetic gives -0.15991); ApplyAdagrad steps in float16.  msgraph had computed nn.SGD with a float32 lr
(rounding twice) and ops.SGD in float16, nn.Adagrad in float32.  Found by adapting st optimizer tests to
float16 parameters (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit
from _net import train

P = lambda n: n.trainable_params()
CASES = {
    "sgd": lambda n: nn.SGD(P(n), 0.1),
    "sgd_momentum": lambda n: nn.SGD(P(n), 0.1, momentum=0.9, dampening=0.2),
    "sgd_nesterov_wd": lambda n: nn.SGD(P(n), 0.1, momentum=0.9, nesterov=True, weight_decay=0.1),
    "sgd_lr_list": lambda n: nn.SGD(P(n), [0.1, 0.05, 0.3]),
    "adagrad": lambda n: nn.Adagrad(P(n), learning_rate=0.1),
    "adagrad_no_slots": lambda n: nn.Adagrad(P(n), learning_rate=0.1, update_slots=False),
    "adagrad_wd": lambda n: nn.Adagrad(P(n), accum=0.3, learning_rate=0.05, weight_decay=0.1),
}
# Graph mode: one step (MindSpore's Graph-mode float16 loss, and from it the next gradient, rounds differently)
STEPS = 2 if ms.get_context("mode") == ms.PYNATIVE_MODE else 1
for name, make in CASES.items():
    emit(name, [s[1:] for s in train(make, steps=STEPS, dt=ms.float16)])


def prim_sgd(momentum, nesterov=False):
    w = Parameter(Tensor(np.array([-0.2, 0.3, 1.5, -0.7], np.float16)), name="w")
    acc = Parameter(Tensor(np.array([0.1, -0.2, 0.0, 0.3], np.float16)), name="a")
    st = Parameter(Tensor(np.array([0.0, 1.0, 0.0, 0.0], np.float16)), name="s")
    g = Tensor(np.array([-0.401123046875, 0.3333, -1.7, 0.05], np.float16))
    ops.SGD(0.0, 0.0, nesterov)(w, g, Tensor(np.float32(0.1)), acc, Tensor(np.float32(momentum)), st)
    return [Tensor(w.asnumpy()), Tensor(acc.asnumpy()), Tensor(st.asnumpy())]


emit("prim_sgd", prim_sgd(0.0))
emit("prim_sgd_momentum", prim_sgd(0.9))
emit("prim_sgd_nesterov", prim_sgd(0.9, True))
