"""Training-step combinations (mode from $MODE): TrainOneStepCell / value_and_grad + optimizer over Cells with
containers (CellList / CellDict / SequentialCell loops in construct), train() / eval() switches between steps,
frozen parameters, to_float / amp levels, the names TrainOneStepCell and optimizers give the parameters and
state, checkpoints' keys."""
import os
import tempfile
from collections import OrderedDict

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

from _h import case

X = Tensor(((np.arange(4 * 3) % 7 - 3) / 4).reshape(4, 3).astype(np.float32))
Y = Tensor(np.array([[0.5, -0.5], [1.0, 0.25], [0.0, 0.5], [-0.25, 1.0]], np.float32))


def setw(net, scale=20):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 7 - 3).astype(np.float64) / scale + 0.01 * i
        if "moving_variance" in p.name or "gamma" in p.name:
            a = np.abs(a) + 1
        if "moving_mean" in p.name:
            a = a * 0
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


def pv(net):
    return [(p.name, str(p.dtype), round(float(p.asnumpy().astype(np.float64).sum()), 5)) for p in net.get_parameters()]


class ListNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(3, 4), nn.Dense(4, 4), nn.Dense(4, 2)])
        self.acts = nn.CellDict({"a": nn.ReLU(), "b": nn.Tanh()})
        self.bn = nn.BatchNorm1d(4, momentum=0.7)

    def construct(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i == 0:
                x = self.bn(x)
                x = self.acts["a"](x)
            elif i == 1:
                x = self.acts["b"](x)
        return x


class SeqNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(OrderedDict([("fc1", nn.Dense(3, 4)), ("drop", nn.Dropout(p=0.0)),
                                                   ("bn", nn.BatchNorm1d(4)), ("act", nn.LeakyReLU(0.2))]))
        self.head = nn.Dense(4, 2, has_bias=False)

    def construct(self, x):
        return self.head(self.body(x))


class ZipNet(nn.Cell):
    """Two CellLists zipped in construct, a Parameter scale and a layer called twice."""

    def __init__(self):
        super().__init__()
        self.a = nn.CellList([nn.Dense(3, 3), nn.Dense(3, 3)])
        self.b = nn.CellList([nn.LayerNorm((3,)), nn.LayerNorm((3,), epsilon=1e-3)])
        self.out = nn.Dense(3, 2)
        self.scale = Parameter(Tensor(np.array([1.5], np.float32)), name="scale")

    def construct(self, x):
        for f, n in zip(self.a, self.b):
            x = n(f(x)) + x
        return self.out(self.out(x) @ ops.ones((2, 3), x.dtype)) * self.scale


NETS = {"list": ListNet, "seq": SeqNet, "zip": ZipNet}


def train_steps(kind, mk_opt, steps=3, switch=None, freeze=None, fp16=False, loss=None):
    net = setw(NETS[kind]())
    if fp16:
        net.to_float(ms.float16)
    if freeze:
        for p in net.trainable_params():
            if freeze in p.name:
                p.requires_grad = False
    opt = mk_opt(net.trainable_params())
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss or nn.MSELoss()), opt)
    step.set_train()
    out = []
    for i in range(steps):
        if switch is not None and i == switch:
            step.set_train(False)
        out.append(step(X, Y))
    net.set_train(False)
    out.append(net(X))
    out.append(pv(net))
    return out


def vg_steps(kind, mk_opt, steps=3, jit=False, aux=False):
    net = setw(NETS[kind]())
    opt = mk_opt(net.trainable_params())
    lf = nn.MSELoss()

    def fwd(x, y):
        o = net(x)
        return (lf(o, y), o) if aux else lf(o, y)
    gf = ms.value_and_grad(fwd, None, opt.parameters, has_aux=aux)

    def st(x, y):
        l, g = gf(x, y)
        opt(g)
        return l
    if jit:
        st = ms.jit(st)
    net.set_train()
    out = [st(X, Y) for _ in range(steps)]
    out.append(pv(net))
    return out


OPT = {
    "momentum": lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=1e-3),
    "adam": lambda p: nn.Adam(p, 0.01, weight_decay=1e-3),
    "sgd": lambda p: nn.SGD(p, 0.1),
    "adamw": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1),
}
for k in NETS:
    for o in OPT:
        case(f"train_{k}_{o}", lambda k=k, o=o: train_steps(k, OPT[o]))
    case(f"train_{k}_eval_switch", lambda k=k: train_steps(k, OPT["momentum"], 4, switch=2))
    case(f"train_{k}_vg", lambda k=k: vg_steps(k, OPT["momentum"]))
    case(f"train_{k}_vg_jit", lambda k=k: vg_steps(k, OPT["adam"], jit=True))
    case(f"train_{k}_vg_aux", lambda k=k: vg_steps(k, OPT["sgd"], aux=True))
case("train_list_freeze_bn", lambda: train_steps("list", OPT["momentum"], freeze="bn"))
case("train_seq_freeze_head", lambda: train_steps("seq", OPT["adam"], freeze="head"))
case("train_zip_freeze_scale", lambda: train_steps("zip", OPT["sgd"], freeze="scale"))
case("train_seq_fp16", lambda: train_steps("seq", OPT["momentum"], fp16=True))
case("train_list_fp16", lambda: train_steps("list", OPT["sgd"], fp16=True))


def amp_names(level):
    net = setw(SeqNet())
    tn = ms.amp.build_train_network(net, nn.Momentum(net.trainable_params(), 0.1, 0.9), nn.MSELoss(), level=level)
    r = [type(tn).__name__, sorted(n for n, _ in tn.parameters_and_names())]
    tn.set_train()
    outs = [tn(X, Y) for _ in range(2)]
    return r + [outs, pv(net)]


for lv in ("O0", "O1", "O2", "O3"):
    case(f"amp_{lv}", lambda lv=lv: amp_names(lv))


def auto_mp(level):
    net = setw(SeqNet())
    net = ms.amp.auto_mixed_precision(net, level)
    return net(X), [(n, type(c).__name__) for n, c in net.cells_and_names()][:12]


for lv in ("O1", "O2", "O3"):
    case(f"auto_mixed_{lv}", lambda lv=lv: auto_mp(lv))


def step_names(mk_opt):
    net = setw(SeqNet())
    opt = mk_opt(net.trainable_params())
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    return [(n, p.name, tuple(p.shape)) for n, p in step.parameters_and_names()]


for o in OPT:
    case(f"step_names_{o}", lambda o=o: step_names(OPT[o]))


def ckpt_keys(mk_opt):
    net = setw(SeqNet())
    opt = mk_opt(net.trainable_params())
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    step.set_train()
    step(X, Y)
    d = tempfile.mkdtemp()
    f = os.path.join(d, "a.ckpt")
    ms.save_checkpoint(step, f)
    pd = ms.load_checkpoint(f)
    net2 = setw(SeqNet())
    nl = ms.load_param_into_net(net2, pd)
    return sorted(pd.keys()), nl, pv(net2)


for o in ("momentum", "adam"):
    case(f"ckpt_keys_{o}", lambda o=o: ckpt_keys(OPT[o]))


def celllist_params_after_append():
    net = ListNet()
    net.layers.append(nn.Dense(2, 2))
    return [n for n, _ in net.parameters_and_names()], [p.name for p in net.trainable_params()]


case("celllist_append_names", celllist_params_after_append)


def celldict_param_names():
    cd = nn.CellDict(OrderedDict([("enc", nn.Dense(2, 2)), ("dec", nn.Dense(2, 1))]))
    wrapper = nn.SequentialCell([nn.Dense(2, 2), nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])])
    return [p.name for p in cd.get_parameters()], [p.name for p in wrapper.get_parameters()]


case("celldict_seq_nested_names", celldict_param_names)


def with_eval():
    net = setw(SeqNet())
    ev = nn.WithEvalCell(net, nn.MSELoss())
    ev.set_train(False)
    return ev(X, Y)


case("with_eval_cell", with_eval)


def with_eval_amp():
    net = setw(SeqNet())
    ev = nn.WithEvalCell(net, nn.MSELoss(), add_cast_fp32=True)
    return ev(X, Y)


case("with_eval_cell_cast", with_eval_amp)


def with_grad():
    net = setw(SeqNet())
    wg = nn.WithGradCell(net, nn.MSELoss())
    return wg(X, Y)


case("with_grad_cell", with_grad)


def forward_value_and_grad():
    net = setw(SeqNet())
    fv = nn.ForwardValueAndGrad(nn.WithLossCell(net, nn.MSELoss()), weights=net.trainable_params(), get_by_list=True)
    return fv(X, Y)


case("forward_value_and_grad", forward_value_and_grad)


def get_lr_group_steps():
    net = setw(SeqNet())
    groups = [{"params": net.body.trainable_params(), "lr": [0.1, 0.05, 0.02, 0.01]},
              {"params": net.head.trainable_params(), "lr": nn.piecewise_constant_lr([1, 2, 4], [0.2, 0.1, 0.05])}]
    opt = nn.Momentum(groups, 0.1, 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    out = []
    for _ in range(3):
        out.append(step(X, Y))
        out.append(opt.get_lr())
        out.append(opt.get_lr_parameter(net.head.weight))
    return out + [pv(net)]


case("group_dynamic_lr_steps", get_lr_group_steps)


def sens_tuple_net():
    class Two(nn.Cell):
        def __init__(self):
            super().__init__()
            self.net = setw(SeqNet())
            self.loss = nn.MSELoss()

        def construct(self, x, y):
            o = self.net(x)
            return self.loss(o, y), o.sum()
    t = Two()
    step = nn.TrainOneStepCell(t, nn.SGD(t.trainable_params(), 0.1))
    return [step(X, Y) for _ in range(2)]


case("train_tuple_outputs", sens_tuple_net)
