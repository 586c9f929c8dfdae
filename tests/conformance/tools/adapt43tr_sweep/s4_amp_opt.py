"""Optimizers through Model(amp_level=O0/O2/O3, loss_scale_manager=FixedLossScaleManager(drop_overflow_update=False),
keep_batchnorm_fp32) for 1 epoch of 2 steps, and optimizers over float16 / float64 Parameters: the Parameter values
and dtypes, the state dtypes, the loss values callbacks see."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from mindspore.train import Model, Callback, FixedLossScaleManager
import mindspore.dataset as ds
from _h import case


def w(shape, k=5, s=0.0, dt=np.float32):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % k) / 10.0 - 0.2 + s).astype(dt))


class Net(nn.Cell):
    def __init__(self, bn=False):
        super().__init__()
        self.d1 = nn.Dense(4, 5, weight_init=w((5, 4)), bias_init="zeros")
        self.bn = nn.BatchNorm1d(5) if bn else nn.Identity()
        self.d2 = nn.Dense(5, 3, weight_init=w((3, 5), 3, 0.1), bias_init="zeros")

    def construct(self, x):
        return self.d2(ops.relu(self.bn(self.d1(x))))


def data():
    x = ((np.arange(32).reshape(8, 4) % 7) / 7.0 - 0.4).astype(np.float32)
    return ds.NumpySlicesDataset({"x": x, "y": (np.arange(8) % 3).astype(np.int32)}, shuffle=False).batch(4)


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.l = []

    def on_train_step_end(self, rc):
        o = rc.original_args().net_outputs
        o = o[0] if isinstance(o, (tuple, list)) else o
        self.l.append((str(o.dtype), round(float(o.asnumpy()), 4)))


OPTS = {
    "mom": lambda p: nn.Momentum(p, 0.1, 0.9),
    "mom_nest_wd": lambda p: nn.Momentum(p, 0.1, 0.9, use_nesterov=True, weight_decay=0.01),
    "adam": lambda p: nn.Adam(p, 0.01),
    "awd": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1),
    "sgd": lambda p: nn.SGD(p, 0.1, momentum=0.9, weight_decay=0.01),
    "rms": lambda p: nn.RMSProp(p, 0.01, centered=True),
    "adam_grp": lambda p: nn.Adam([{"params": p[:2], "lr": 0.05, "weight_decay": 0.01}, {"params": p[2:]}], 0.01),
}


def run(name, amp, bn=False, ls=None, **kw):
    net = Net(bn)
    opt = OPTS[name](net.trainable_params())
    lsm = FixedLossScaleManager(ls, drop_overflow_update=False) if ls else None
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, amp_level=amp,
              loss_scale_manager=lsm, **kw)
    r = Rec()
    m.train(1, data(), callbacks=[r], dataset_sink_mode=False)
    ps = [(p.name, str(p.dtype), p.asnumpy().astype(np.float64).round(3).tolist()) for p in net.trainable_params()]
    st = [str(getattr(opt, a)[0].dtype) for a in ("moments", "moment1", "moments1", "mean_square") if hasattr(opt, a)]
    return [r.l, ps[0][:2], ps[0][2][0], ps[-1], st]


for name in OPTS:
    for amp in ("O0", "O2", "O3"):
        case(f"amp.{name}.{amp}", lambda name=name, amp=amp: run(name, amp))
    case(f"amp.{name}.O2.ls", lambda name=name: run(name, "O2", ls=128.0))
    case(f"amp.{name}.O3.bn_keep", lambda name=name: run(name, "O3", bn=True, keep_batchnorm_fp32=True))
    case(f"amp.{name}.O2.bn", lambda name=name: run(name, "O2", bn=True))


X = Tensor(((np.arange(12).reshape(3, 4) % 7) / 7.0 - 0.3).astype(np.float32))


def lowp(name, dt):
    net = Net()
    net.to_float(dt)
    for p in net.trainable_params():
        p.set_data(p.astype(dt))
    opt = OPTS[name](net.trainable_params())
    loss = nn.WithLossCell(net, nn.MSELoss())
    st = nn.TrainOneStepCell(loss, opt)
    y = Tensor(np.full((3, 3), 0.1), dt)
    ls = [st(X.astype(dt), y) for _ in range(2)]
    st_d = [str(getattr(opt, a)[0].dtype) for a in ("moments", "moment1", "moments1", "mean_square") if hasattr(opt, a)]
    p = net.trainable_params()[0]
    return [[(str(v.dtype), round(float(v.asnumpy()), 3)) for v in ls], str(p.dtype),
            p.asnumpy().astype(np.float64).round(3).tolist()[0], st_d]


for name in OPTS:
    for dt in (ms.float16, ms.float64):
        case(f"lowp.{name}.{dt}", lambda name=name, dt=dt: lowp(name, dt))
