import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, mint, nn, ops
from _h import case


class Net(nn.Cell):
    def __init__(self, dt=np.float32):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -1.0], [2.0, 0.25]], dt)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.2], dt)), name="b")

    def construct(self, x):
        return ((ops.matmul(x, self.w) + self.b) ** 2).sum()


x = Tensor(np.array([[1.0, 2.0], [-1.0, 0.5]], np.float32))


def run(make, steps=3, dt=np.float32, graph=False, xin=None):
    net = Net(dt)
    opt = make(net.trainable_params())
    gf = ms.value_and_grad(net, None, opt.parameters)

    def step(xx):
        loss, g = gf(xx)
        opt(g)
        return loss
    if graph:
        step = ms.jit(step)
    losses = []
    for _ in range(steps):
        losses.append(float(step(xin if xin is not None else Tensor(x.asnumpy().astype(dt))).asnumpy()))
    return [np.round(np.array(losses), 5).tolist(), net.w.asnumpy(), net.b.asnumpy()]


cfgs = [
    ("sgd", lambda p: mint.optim.SGD(p, lr=0.1)),
    ("sgd mom", lambda p: mint.optim.SGD(p, lr=0.05, momentum=0.9)),
    ("sgd nesterov", lambda p: mint.optim.SGD(p, lr=0.05, momentum=0.9, nesterov=True)),
    ("sgd damp", lambda p: mint.optim.SGD(p, lr=0.05, momentum=0.9, dampening=0.5)),
    ("sgd wd", lambda p: mint.optim.SGD(p, lr=0.05, weight_decay=0.1)),
    ("sgd maximize", lambda p: mint.optim.SGD(p, lr=0.01, momentum=0.5, maximize=True)),
    ("adam", lambda p: mint.optim.Adam(p, lr=0.1)),
    ("adam betas", lambda p: mint.optim.Adam(p, lr=0.1, betas=(0.5, 0.7), eps=1e-3)),
    ("adam wd", lambda p: mint.optim.Adam(p, lr=0.1, weight_decay=0.1)),
    ("adam amsgrad", lambda p: mint.optim.Adam(p, lr=0.1, amsgrad=True)),
    ("adam maximize", lambda p: mint.optim.Adam(p, lr=0.1, maximize=True)),
    ("adam amsgrad maximize wd", lambda p: mint.optim.Adam(p, lr=0.05, amsgrad=True, maximize=True, weight_decay=0.2)),
    ("adamw", lambda p: mint.optim.AdamW(p, lr=0.1)),
    ("adamw wd", lambda p: mint.optim.AdamW(p, lr=0.1, weight_decay=0.5)),
    ("adamw amsgrad", lambda p: mint.optim.AdamW(p, lr=0.1, amsgrad=True, weight_decay=0.1)),
    ("adamw maximize", lambda p: mint.optim.AdamW(p, lr=0.1, maximize=True)),
    ("adam groups", lambda p: mint.optim.Adam([{"params": [p[0]], "lr": 0.2}, {"params": [p[1]], "weight_decay": 0.3}], lr=0.05)),
    ("sgd groups", lambda p: mint.optim.SGD([{"params": [p[0]], "momentum": 0.9}, {"params": [p[1]]}], lr=0.05)),
    ("adam lr tensor", lambda p: mint.optim.Adam(p, lr=Tensor(0.1, ms.float32))),
]
for name, mk in cfgs:
    case(name, lambda: run(mk))
    case(name + " jit", lambda: run(mk, graph=True))
for name, mk in cfgs[:1] + cfgs[6:7] + cfgs[12:13]:
    case(name + " f16", lambda: run(mk, dt=np.float16))
    case(name + " f64", lambda: run(mk, dt=np.float64))
# errors
for name, mk in (("adam neg lr", lambda p: mint.optim.Adam(p, lr=-0.1)), ("adam bad beta", lambda p: mint.optim.Adam(p, betas=(1.0, 0.9))),
                 ("adam neg eps", lambda p: mint.optim.Adam(p, eps=-1.0)), ("adam neg wd", lambda p: mint.optim.Adam(p, weight_decay=-0.1)),
                 ("sgd nesterov nomom", lambda p: mint.optim.SGD(p, lr=0.1, nesterov=True)), ("sgd neg mom", lambda p: mint.optim.SGD(p, lr=0.1, momentum=-0.5)),
                 ("sgd no lr", lambda p: mint.optim.SGD(p)), ("adamw neg lr", lambda p: mint.optim.AdamW(p, lr=-1)),
                 ("adam empty", lambda p: mint.optim.Adam([], lr=0.1))):
    case(name, lambda: run(mk, steps=1))
def state():
    net = Net()
    opt = mint.optim.Adam(net.trainable_params(), lr=0.1)
    return [type(opt).__name__, len(opt.parameters), [p.name for p in opt.parameters], opt.param_groups[0]["lr"] if hasattr(opt, "param_groups") else None,
            sorted(k for k in opt.param_groups[0].keys()) if hasattr(opt, "param_groups") else None]
case("state", state)
