"""Loss scaling and mixed precision: loss-scale managers, TrainOneStepWithLossScaleCell overflow behaviour,
DynamicLossScaler / all_finite, auto_mixed_precision levels, build_train_network (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, amp
import os
from _h import case as _case

ONLY = os.environ.get("ONLY")


def case(label, *a, **k):   # ONLY=label runs one case (MindSpore's amp leaves global state behind)
    if ONLY is None or label == ONLY:
        _case(label, *a, **k)



X = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self, scale=1.0):
        super().__init__()
        w = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32) * scale
        self.fc = nn.Dense(3, 2, weight_init=Tensor(w), bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.bn(self.fc(x)))


def pv(net):
    return [Tensor(p.asnumpy()) for p in net.trainable_params()]


def ls_cell(sens_kind, sens, steps=3, x=X, scale=1.0, opt="momentum"):
    net = Net(scale)
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt == "momentum" else nn.Adam(net.trainable_params(), 0.01)
    wl = nn.WithLossCell(net, nn.MSELoss())
    if sens_kind == "fixed":
        mgr = nn.FixedLossScaleUpdateCell(sens)
    elif sens_kind == "dyn":
        mgr = nn.DynamicLossScaleUpdateCell(loss_scale_value=sens, scale_factor=2, scale_window=2)
    else:
        mgr = Tensor(sens, ms.float32)
    cell = nn.TrainOneStepWithLossScaleCell(wl, o, scale_sense=mgr)
    out = []
    for i in range(steps):
        xi = x if not isinstance(x, list) else x[i]
        r = cell(xi, Y)
        out.append([r[0], r[1], r[2], Tensor(cell.scale_sense.asnumpy())] + pv(net))
    return out


BIG = Tensor(np.array([[6e4, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
INF = Tensor(np.array([[np.inf, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
NAN = Tensor(np.array([[np.nan, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
for kind in ("fixed", "dyn", "tensor"):
    for s in (1.0, 1024.0, 2.0 ** 24):
        case("ls_%s_%g" % (kind, s), ls_cell, kind, s)
    case("ls_%s_inf" % kind, ls_cell, kind, 1024.0, 4, [X, INF, X, NAN])
    case("ls_%s_big" % kind, ls_cell, kind, 2.0 ** 20, 3, [BIG, X, X])
    case("ls_%s_adam" % kind, ls_cell, kind, 64.0, 3, X, 1.0, "adam")
case("dyn_window", ls_cell, "dyn", 8.0, 6)


def upd(cell, ls, overflow):
    p = Parameter(Tensor(ls, ms.float32), name="ls")
    r = cell(p, Tensor(overflow))
    return [r, Tensor(p.asnumpy())]


d = nn.DynamicLossScaleUpdateCell(loss_scale_value=4.0, scale_factor=2, scale_window=1)
case("dyn_upd_ok", upd, d, 4.0, False)
case("dyn_upd_of", upd, nn.DynamicLossScaleUpdateCell(4.0, 2, 1), 4.0, True)
case("dyn_upd_of_small", upd, nn.DynamicLossScaleUpdateCell(1.0, 2, 1), 1.0, True)
case("dyn_upd_of_half", upd, nn.DynamicLossScaleUpdateCell(1.5, 4, 1), 1.5, True)
case("fixed_upd", upd, nn.FixedLossScaleUpdateCell(4.0), 4.0, True)
case("dyn_get", lambda: nn.DynamicLossScaleUpdateCell(3.0, 2, 5).get_loss_scale())
case("fixed_get", lambda: nn.FixedLossScaleUpdateCell(3.0).get_loss_scale())

# managers
def mgr_info(m):
    out = [m.get_loss_scale(), m.get_drop_overflow_update()]
    c = m.get_update_cell()
    out.append(type(c).__name__ if c is not None else None)
    return out


case("fixed_mgr", mgr_info, amp.FixedLossScaleManager(128.0))
case("fixed_mgr_nodrop", mgr_info, amp.FixedLossScaleManager(128.0, drop_overflow_update=False))
case("fixed_mgr_int", mgr_info, amp.FixedLossScaleManager(128))
case("dyn_mgr", mgr_info, amp.DynamicLossScaleManager(2 ** 10, 2, 100))
case("fixed_mgr_bad", amp.FixedLossScaleManager, 0.5)
case("fixed_mgr_bad2", amp.FixedLossScaleManager, "1")
case("dyn_mgr_bad", amp.DynamicLossScaleManager, 1.0, 1)
case("dyn_mgr_bad2", amp.DynamicLossScaleManager, 0.5)
case("dyn_mgr_bad3", amp.DynamicLossScaleManager, 1.0, 2, 0)

def dyn_mgr_updates():
    m = amp.DynamicLossScaleManager(16, 2, 2)
    r = []
    for of in (False, False, True, False, False, False, True, True):
        m.update_loss_scale(of)
        r.append(m.get_loss_scale())
    return r


case("dyn_mgr_updates", dyn_mgr_updates)

# DynamicLossScaler / StaticLossScaler / all_finite
def scaler(kind):
    s = amp.DynamicLossScaler(1024.0, 2, 2) if kind == "dyn" else amp.StaticLossScaler(64.0)
    g = (Tensor(np.array([2.0, 4.0], np.float32)), Tensor(np.array([8.0], np.float16)))
    r = [s.scale(Tensor(np.array(3.0, np.float32))), s.scale(g), s.unscale(g), s.scale_value]
    for f in (True, True, False, True, True, True):
        s.adjust(Tensor(f))
        r.append(Tensor(s.scale_value.asnumpy()))
    return r


case("dyn_scaler", scaler, "dyn")
case("static_scaler", scaler, "static")
for nm, v in (("fin", [1.0, 2.0]), ("inf", [1.0, np.inf]), ("nan", [np.nan, 1.0]), ("ninf", [-np.inf])):
    for dt in (np.float32, np.float16, np.float64):
        case("all_finite_%s_%s" % (nm, dt.__name__), amp.all_finite, (Tensor(np.array(v, dt)), Tensor(np.ones(2, np.float32))))
case("all_finite_empty", amp.all_finite, ())
case("all_finite_int", amp.all_finite, (Tensor(np.array([1, 2], np.int32)),))

# auto_mixed_precision
class Net2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 4, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 10), bias_init="zeros")
        self.bn = nn.BatchNorm1d(4)
        self.sm = nn.Softmax()
        self.ln = nn.LayerNorm((4,))

    def construct(self, x):
        a = self.fc(x)
        return a, self.bn(a), self.sm(a), self.ln(a), ops.exp(a), ops.matmul(a, a.T), a + 1, ops.log(ops.abs(a) + 1)


def amp_level(level, **kw):
    net = amp.auto_mixed_precision(Net2(), level, **kw)
    return net(X)


for lv in ("O0", "O1", "O2", "O3", "auto"):
    case("amp_" + lv, amp_level, lv)
case("amp_O2_bf16", amp_level, "O2", dtype=ms.bfloat16)
case("amp_O1_f16", amp_level, "O1", dtype=ms.float16)
case("amp_bad_level", amp_level, "O4")
case("amp_bad_dtype", amp_level, "O2", dtype=ms.float32)
case("amp_custom", lambda: amp.custom_mixed_precision(Net2(), black_list=[nn.BatchNorm1d], white_list=[nn.Dense])(X))
case("amp_custom_white", lambda: amp.custom_mixed_precision(Net2(), white_list=amp.get_white_list())(X))
case("amp_custom_both", lambda: amp.custom_mixed_precision(Net2(), black_list=[nn.Dense], white_list=[nn.Dense]))


def build(level, loss_scale_manager=None, **kw):
    net = Net()
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    tn = amp.build_train_network(net, o, nn.MSELoss(), level=level, loss_scale_manager=loss_scale_manager, **kw)
    out = []
    for _ in range(2):
        r = tn(X, Y)
        out.append([r] + pv(net))
    return out


for lv in ("O0", "O1", "O2", "O3"):
    case("build_" + lv, build, lv)
case("build_O2_fixed", build, "O2", amp.FixedLossScaleManager(128.0, drop_overflow_update=False))
case("build_O2_fixed_drop", build, "O2", amp.FixedLossScaleManager(128.0))
case("build_O2_dyn", build, "O2", amp.DynamicLossScaleManager(2 ** 12, 2, 1))
case("build_O3_keep_bn", build, "O3", keep_batchnorm_fp32=True)
case("build_O0_fixed", build, "O0", amp.FixedLossScaleManager(8.0))
case("build_bad", build, "O5")
