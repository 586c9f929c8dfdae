"""mint.optim.Adam's update and argument types (session 35, adapt35x).  MindSpore 2.10's compiled mint Adam adds eps
to the bias-corrected sqrt(v) -- lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps), torch's formula, the
corrections in double precision -- where msgraph ran the Adam kernel's (eps added to sqrt(v)): with betas (0.5,
0.7), eps 1e-3 the second loss is 18.79366 (msgraph 18.79411).  lr, eps and weight_decay must be Python floats (an
int, a numpy float32 or a Tensor is its TypeError; msgraph accepted them).  The steps run under ms.jit: MindSpore's
CPU PyNative leaves the weights unchanged with these optimizers (docs/differences.md)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, mint, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -1.0], [2.0, 0.25]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.2], np.float32)), name="b")

    def construct(self, x):
        return ((ops.matmul(x, self.w) + self.b) ** 2).sum()


x = Tensor(np.array([[1.0, 2.0], [-1.0, 0.5]], np.float32))


def train(make, steps=3):
    net = Net()
    opt = make(net.trainable_params())
    gf = ms.value_and_grad(net, None, opt.parameters)

    @ms.jit
    def step(xx):
        loss, g = gf(xx)
        opt(g)
        return loss
    losses = [float(step(x).asnumpy()) for _ in range(steps)]
    return losses, net.w.asnumpy(), net.b.asnumpy()


for name, mk in (("adam", lambda p: mint.optim.Adam(p, lr=0.1)),
                 ("adam_betas_eps", lambda p: mint.optim.Adam(p, lr=0.1, betas=(0.5, 0.7), eps=1e-3)),
                 ("adam_eps_big", lambda p: mint.optim.Adam(p, lr=0.05, eps=0.5)),
                 ("adam_wd_eps", lambda p: mint.optim.Adam(p, lr=0.1, betas=(0.8, 0.9), eps=1e-2, weight_decay=0.1)),
                 ("adam_maximize", lambda p: mint.optim.Adam(p, lr=0.1, maximize=True)),
                 ("adam_groups", lambda p: mint.optim.Adam([{"params": [p[0]], "lr": 0.2}, {"params": [p[1]],
                                                            "weight_decay": 0.3}], lr=0.05, eps=1e-3)),
                 ("sgd_momentum", lambda p: mint.optim.SGD(p, lr=0.05, momentum=0.9))):
    losses, w, b = train(mk)
    emit(name + "_losses", np.array(losses, np.float32))
    emit(name + "_w", w)
    emit(name + "_b", b)

p = nn.Dense(2, 2).trainable_params
emit_error("adam_lr_int", lambda: type(mint.optim.Adam(p(), lr=1)).__name__)
emit_error("adam_lr_bool", lambda: type(mint.optim.Adam(p(), lr=True)).__name__)
emit_error("adamw_lr_tensor", lambda: type(mint.optim.AdamW(p(), lr=Tensor(0.1))).__name__)
emit_error("adam_lr_np", lambda: type(mint.optim.Adam(p(), lr=np.float32(0.1))).__name__)
emit_error("adam_eps_int", lambda: type(mint.optim.Adam(p(), eps=0)).__name__)
emit_error("adam_wd_int", lambda: type(mint.optim.Adam(p(), weight_decay=1)).__name__)
emit_error("adamw_float", lambda: type(mint.optim.AdamW(p(), lr=0.1)).__name__)
emit_error("sgd_lr_int", lambda: type(mint.optim.SGD(p(), lr=1)).__name__)
