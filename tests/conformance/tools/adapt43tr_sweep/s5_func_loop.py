"""The 2.x functional loop with optimizers: value_and_grad + @ms.jit train_step calling optimizer(grads), get_lr()
read inside the jitted step (static, list, schedule Cell, groups), learning rate changed between steps
(ops.assign / set_data on opt.learning_rate), global_step after steps, weight_decay groups, grads clipped by
ops.clip_by_global_norm before the optimizer, and optimizer state read back."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _h import case


def w(shape, k=5, s=0.0):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % k) / 10.0 - 0.2 + s).astype(np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(4, 3, weight_init=w((3, 4)), bias_init="zeros")
        self.d2 = nn.Dense(3, 2, weight_init=w((2, 3), 3, 0.1), bias_init="ones")

    def construct(self, x):
        return self.d2(ops.tanh(self.d1(x)))


X = Tensor(((np.arange(12).reshape(3, 4) % 7) / 7.0 - 0.3).astype(np.float32))
Y = Tensor(np.array([[0.1, -0.2], [0.3, 0.0], [-0.1, 0.2]], np.float32))

OPTS = {
    "mom": lambda p: nn.Momentum(p, 0.1, 0.9),
    "mom_list": lambda p: nn.Momentum(p, [0.1, 0.05, 0.02, 0.01], 0.9),
    "adam_cos": lambda p: nn.Adam(p, nn.CosineDecayLR(0.001, 0.01, 3)),
    "awd_grp": lambda p: nn.AdamWeightDecay([{"params": p[:2], "weight_decay": 0.1, "lr": 0.02}, {"params": p[2:]}], 0.01),
    "sgd_grp_dyn": lambda p: nn.SGD([{"params": p[:2], "lr": [0.1, 0.2, 0.3, 0.4]}, {"params": p[2:]}], [0.01, 0.02, 0.03, 0.04]),
    "rms": lambda p: nn.RMSProp(p, 0.01, momentum=0.5),
}


def lr_val(r):
    if isinstance(r, (tuple, list)):
        return [round(float(x.asnumpy()), 6) for x in r]
    return round(float(r.asnumpy()), 6)


def loop(name, jit=True, clip=None, read_lr=True, aux=False, steps=3):
    net = Net()
    opt = OPTS[name](net.trainable_params())
    loss_fn = nn.MSELoss()

    def fwd(x, y):
        o = net(x)
        return (loss_fn(o, y), o) if aux else loss_fn(o, y)

    gf = ms.value_and_grad(fwd, None, opt.parameters, has_aux=aux)

    def step(x, y):
        l, g = gf(x, y)
        if clip is not None:
            g = ops.clip_by_global_norm(g, clip)
        lr = opt.get_lr() if read_lr else l
        opt(g)
        return (l[0] if aux else l), lr

    if jit:
        step = ms.jit(step)
    out = []
    for _ in range(steps):
        l, lr = step(X, Y)
        out.append((round(float(l.asnumpy()), 5), lr_val(lr)))
    out.append(int(opt.global_step.asnumpy()[0]))
    out.append(net.d1.weight.asnumpy().round(5).tolist()[0])
    return out


for name in OPTS:
    for jit in (True, False):
        case(f"loop.{name}.jit{jit}", lambda name=name, jit=jit: loop(name, jit))
    case(f"loop.{name}.clip", lambda name=name: loop(name, True, clip=0.1))
    case(f"loop.{name}.aux", lambda name=name: loop(name, True, aux=True))


def change_lr(how, jit=True):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    gf = ms.value_and_grad(lambda x, y: nn.MSELoss()(net(x), y), None, opt.parameters)

    def step(x, y):
        l, g = gf(x, y)
        opt(g)
        return l

    if jit:
        step = ms.jit(step)
    out = []
    for i in range(3):
        out.append(round(float(step(X, Y).asnumpy()), 5))
        if i == 0:
            if how == "assign":
                ops.assign(opt.learning_rate, Tensor(0.01, ms.float32))
            elif how == "set_data":
                opt.learning_rate.set_data(Tensor(0.5, ms.float32))
            elif how == "set_data_f64":
                opt.learning_rate.set_data(Tensor(0.5, ms.float64))
            elif how == "set_data_shape":
                opt.learning_rate.set_data(Tensor([0.5, 0.1], ms.float32))
        out.append(lr_val(opt.get_lr()))
    out.append((str(opt.learning_rate.dtype), opt.learning_rate.shape))
    out.append(net.d1.weight.asnumpy().round(5).tolist()[0])
    return out


for how in ("assign", "set_data", "set_data_f64", "set_data_shape"):
    for jit in (True, False):
        case(f"chg.{how}.jit{jit}", lambda how=how, jit=jit: change_lr(how, jit))


class TrainCell(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net = net
        self.opt = opt
        self.gf = ops.GradOperation(get_by_list=True)
        self.loss = nn.MSELoss()
        self.w = opt.parameters

    def fwd(self, x, y):
        return self.loss(self.net(x), y)

    def construct(self, x, y):
        g = self.gf(self.fwd, self.w)(x, y)
        lr = self.opt.get_lr()
        self.opt(g)
        return self.fwd(x, y), lr, self.opt.global_step


def cell_step(name):
    net = Net()
    opt = OPTS[name](net.trainable_params())
    tc = TrainCell(net, opt)
    out = []
    for _ in range(3):
        l, lr, gs = tc(X, Y)
        out.append((round(float(l.asnumpy()), 5), lr_val(lr), gs.asnumpy().tolist()))
    return out


for name in OPTS:
    case(f"cell.{name}", lambda name=name: cell_step(name))
