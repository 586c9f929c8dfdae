"""TrainOneStepCell arguments (sens, return_grad) x optimizers, WithLossCell / WithEvalCell / WithGradCell outputs,
ForwardValueAndGrad (get_all / get_by_list / sens_param) feeding an optimizer, and GetNextSingleOp-free helper
cells as train.py scripts build them; values after 2 steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _h import case


def w(shape, k=5, s=0.0):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % k) / 10.0 - 0.2 + s).astype(np.float32))


def net():
    return nn.SequentialCell([nn.Dense(4, 3, weight_init=w((3, 4)), bias_init="zeros"), nn.Tanh(),
                              nn.Dense(3, 2, weight_init=w((2, 3), 3, 0.1), bias_init="ones")])


X = Tensor(((np.arange(12).reshape(3, 4) % 7) / 7.0 - 0.3).astype(np.float32))
Y = Tensor(np.array([[0.1, -0.2], [0.3, 0.0], [-0.1, 0.2]], np.float32))
OPTS = {"mom": lambda p: nn.Momentum(p, 0.1, 0.9), "adam": lambda p: nn.Adam(p, 0.01),
        "awd": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1), "sgd_ls": lambda p: nn.SGD(p, 0.1, loss_scale=4.0)}


def show_out(o):
    if isinstance(o, (tuple, list)):
        return [show_out(v) for v in o]
    return o.asnumpy().round(5).tolist()


def tosc(name, **kw):
    n = net()
    st = nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), OPTS[name](n.trainable_params()), **kw)
    outs = [show_out(st(X, Y)) for _ in range(2)]
    return [outs, n[0].weight.asnumpy().round(5).tolist()[0]]


for name in OPTS:
    case(f"tosc.{name}", lambda name=name: tosc(name))
    case(f"tosc.{name}.sens4", lambda name=name: tosc(name, sens=4.0))
    case(f"tosc.{name}.sens_int", lambda name=name: tosc(name, sens=2))
    case(f"tosc.{name}.return_grad", lambda name=name: tosc(name, return_grad=True))
case("tosc.sens_neg", lambda: tosc("mom", sens=-1.0))
case("tosc.sens_none", lambda: tosc("mom", sens=None))


def fvg(**kw):
    n = net()
    wl = nn.WithLossCell(n, nn.MSELoss())
    opt = OPTS["mom"](n.trainable_params())
    f = nn.ForwardValueAndGrad(wl, weights=opt.parameters if kw.get("get_by_list") else None, **kw)
    out = []
    for _ in range(2):
        args = (X, Y, Tensor(2.0, ms.float32)) if kw.get("sens_param") else (X, Y)
        l, g = f(*args)
        out.append(round(float(l.asnumpy()), 5))
        if kw.get("get_by_list"):
            opt(g[1] if kw.get("get_all") else g)
    out.append(n[0].weight.asnumpy().round(5).tolist()[0])
    out.append(len(g) if isinstance(g, tuple) else -1)
    return out


case("fvg.default", lambda: fvg())
case("fvg.list", lambda: fvg(get_by_list=True))
case("fvg.all_list", lambda: fvg(get_all=True, get_by_list=True))
case("fvg.sens", lambda: fvg(get_by_list=True, sens_param=True))
case("fvg.all", lambda: fvg(get_all=True))


def eval_cell(kind):
    n = net()
    if kind == "eval":
        c = nn.WithEvalCell(n, nn.MSELoss())
    elif kind == "eval_amp":
        c = nn.WithEvalCell(n, nn.MSELoss(), add_cast_fp32=True)
    elif kind == "grad":
        c = nn.WithGradCell(n, nn.MSELoss())
    elif kind == "grad_sens":
        c = nn.WithGradCell(n, nn.MSELoss(), sens=2.0)
    return show_out(c(X, Y))


for kind in ("eval", "eval_amp", "grad", "grad_sens"):
    case(f"cell.{kind}", lambda kind=kind: eval_cell(kind))
