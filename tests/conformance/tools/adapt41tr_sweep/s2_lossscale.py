"""st/train/test_loss_scale_overflow.py / test_amp_overflow.py variants: TrainOneStepWithLossScaleCell with a
scale_sense Tensor (float16/float32), DynamicLossScaleUpdateCell / FixedLossScaleUpdateCell (overflow flags, scale
values, parameter values after each step), amp.all_finite / DynamicLossScaler / StaticLossScaler, in PyNative and
Graph mode (Cells, @ms.jit)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, amp
from mindspore import dtype as mstype
from _h import case


class Net(nn.Cell):
    def __init__(self, dt=np.float16, fin=2, fout=2):
        super().__init__()
        self.weight = Parameter(Tensor(np.full([fin, fout], 2, dt)), name="weight")
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


VALS = [-np.inf, 0, 40000, 10, np.inf, np.nan, 1]


def run_cell(dt, sens, opt="mom", vals=VALS):
    net = Net(dt)
    o = (nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9) if opt == "mom"
         else nn.SGD(net.trainable_params(), 0.01) if opt == "sgd" else nn.Adam(net.trainable_params(), 0.01))
    tn = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), o, scale_sense=sens)
    label = Tensor(np.zeros([2], dt))
    res = []
    for v in vals:
        loss, ov, sc = tn(Tensor(np.full((1, 2), v, dt)), label)
        res.append((bool(ov.asnumpy()), str(loss.dtype), float(sc.asnumpy()),
                    np.round(net.weight.asnumpy().astype(np.float64), 4).ravel().tolist()))
    return res


for dt in (np.float16, np.float32):
    for sdt in (mstype.float16, mstype.float32):
        case(f"tows.fixed_tensor.{dt.__name__}.{sdt}", lambda: run_cell(dt, Tensor(8, dtype=sdt)))
    case(f"tows.dyn.{dt.__name__}", lambda: run_cell(
        dt, nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=2)))
    case(f"tows.dyn_w1.{dt.__name__}", lambda: run_cell(
        dt, nn.DynamicLossScaleUpdateCell(loss_scale_value=4.0, scale_factor=4, scale_window=1)))
    case(f"tows.fixedcell.{dt.__name__}", lambda: run_cell(dt, nn.FixedLossScaleUpdateCell(1024)))
    case(f"tows.sgd.{dt.__name__}", lambda: run_cell(dt, Tensor(4.0, mstype.float32), "sgd"))
    case(f"tows.adam.{dt.__name__}", lambda: run_cell(dt, Tensor(4.0, mstype.float32), "adam", [1, 2, np.inf, 3]))
case("tows.dyn_min", lambda: run_cell(np.float32, nn.DynamicLossScaleUpdateCell(1.0, 2, 100),
                                      vals=[np.inf, np.inf, 1, np.nan]))
case("tows.sens_shape1", lambda: run_cell(np.float32, Tensor([8.0], mstype.float32), vals=[1, np.inf]))
case("tows.sens_shape2", lambda: run_cell(np.float32, Tensor([8.0, 2.0], mstype.float32), vals=[1]))
case("tows.sens_int", lambda: run_cell(np.float32, 8, vals=[1]))
case("tows.sens_int_tensor", lambda: run_cell(np.float32, Tensor(8, mstype.int32), vals=[1]))


def set_sense():
    net = Net(np.float32)
    tn = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()),
                                          nn.SGD(net.trainable_params(), 0.01), scale_sense=Tensor(8.0))
    tn.set_sense_scale(Tensor(2.0, mstype.float32))
    loss, ov, sc = tn(Tensor(np.ones((1, 2), np.float32)), Tensor(np.zeros([2], np.float32)))
    return float(sc.asnumpy()), float(tn.scale_sense.asnumpy()), bool(ov.asnumpy())


case("tows.set_sense_scale", set_sense)


def set_sense_bad(v):
    net = Net(np.float32)
    tn = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()),
                                          nn.SGD(net.trainable_params(), 0.01), scale_sense=Tensor(8.0))
    tn.set_sense_scale(v)
    return float(tn.scale_sense.asnumpy())


case("tows.set_sense_scale_float", lambda: set_sense_bad(2.0))
case("tows.set_sense_scale_f16", lambda: set_sense_bad(Tensor(2.0, mstype.float16)))


def dyn_cell_direct(seq, **kw):
    c = nn.DynamicLossScaleUpdateCell(**kw)
    s = Parameter(Tensor(kw["loss_scale_value"], mstype.float32), name="s")
    out = []
    for ov in seq:
        r = c(s, Tensor(ov))
        out.append((bool(r.asnumpy()), float(s.asnumpy())))
    return out


case("dlsc.direct", lambda: dyn_cell_direct([False, False, True, False, True, True], loss_scale_value=16.0,
                                            scale_factor=2, scale_window=2))
case("dlsc.get_loss_scale", lambda: nn.DynamicLossScaleUpdateCell(16.0, 2, 3).get_loss_scale())
case("flsc.get_loss_scale", lambda: nn.FixedLossScaleUpdateCell(16.0).get_loss_scale())
case("dlsc.bad_value", lambda: nn.DynamicLossScaleUpdateCell(-1.0, 2, 3))
case("dlsc.bad_factor", lambda: nn.DynamicLossScaleUpdateCell(16.0, 1, 3))
case("dlsc.bad_window", lambda: nn.DynamicLossScaleUpdateCell(16.0, 2, 0))


# amp.all_finite in jit / pynative
def allf(vals, jit, dt=np.float16):
    net = Net(dt)
    loss_fn = nn.MSELoss()

    def forward_fn(data, label):
        logits = net(data)
        return loss_fn(logits, label), logits

    grad_fn = ops.value_and_grad(forward_fn, grad_position=None, weights=net.trainable_params(), has_aux=True)

    def step(data, label):
        (loss, _), grads = grad_fn(data, label)
        return loss, amp.all_finite(grads)
    if jit:
        step = ms.jit(step)
    out = []
    for v in vals:
        loss, f = step(Tensor(np.full((1, 2), v, dt)), Tensor(np.zeros([2], dt)))
        out.append((bool(f.asnumpy()), str(f.dtype), f.shape))
    return out


for jit in (False, True):
    for dt in (np.float16, np.float32):
        case(f"all_finite.jit{jit}.{dt.__name__}", lambda: allf([-np.inf, 40000, np.inf, 1, 0, np.nan], jit, dt))
case("all_finite.tuple", lambda: amp.all_finite((Tensor([1.0, 2.0]), Tensor([3], mstype.int32))))
case("all_finite.nan", lambda: amp.all_finite([Tensor([1.0, np.nan])]))
case("all_finite.empty_list", lambda: amp.all_finite([]))
case("all_finite.empty_tensor", lambda: amp.all_finite([Tensor(np.zeros((0,), np.float32))]))
case("all_finite.f64", lambda: amp.all_finite([Tensor(np.array([1e300, np.inf]))]))
case("all_finite.bf16", lambda: amp.all_finite([Tensor([1.0, 2.0], mstype.bfloat16)]))
case("all_finite.status", lambda: amp.all_finite([Tensor([1.0])], amp.init_status()))
case("init_status", lambda: amp.init_status())


def dls(seq, **kw):
    s = amp.DynamicLossScaler(**kw)
    out = []
    for ov in seq:
        g = (Tensor([1.0, ov], mstype.float32),)
        f = amp.all_finite(g)
        sc = s.scale(Tensor(2.0, mstype.float32))
        us = s.unscale((Tensor([4.0, 8.0], mstype.float32),))
        s.adjust(f)
        out.append((bool(f.asnumpy()), float(sc.asnumpy()), float(us[0].asnumpy()[0]),
                    float(s.scale_value.asnumpy()), int(s.counter.asnumpy())))
    return out


case("dls.w2", lambda: dls([1.0, 1.0, np.inf, 1.0, 1.0, 1.0, np.nan], scale_value=16, scale_factor=2, scale_window=2))
case("dls.w1_f4", lambda: dls([1.0, np.inf, np.inf, 1.0], scale_value=2.0, scale_factor=4, scale_window=1))
case("dls.min1", lambda: dls([np.inf] * 4, scale_value=2.0, scale_factor=2, scale_window=10))
case("dls.scale_types", lambda: (amp.DynamicLossScaler(1024, 2, 1000).scale_value.dtype,
                                 amp.DynamicLossScaler(1024, 2, 1000).counter.dtype))
case("dls.scale_tuple", lambda: amp.DynamicLossScaler(8.0, 2, 10).scale((Tensor([1.0]), Tensor([2], mstype.float16))))
case("dls.unscale_f16", lambda: amp.DynamicLossScaler(8.0, 2, 10).unscale(Tensor([16.0], mstype.float16)))
case("sls.scale", lambda: amp.StaticLossScaler(4.0).scale(Tensor([1.0, 2.0])))
case("sls.unscale", lambda: amp.StaticLossScaler(4.0).unscale((Tensor([4.0, 2.0]),)))
case("sls.adjust", lambda: amp.StaticLossScaler(4.0).adjust(Tensor(False)))
case("sls.value", lambda: amp.StaticLossScaler(4).scale_value)
case("dls.bad_window", lambda: amp.DynamicLossScaler(8.0, 2, 0))
case("dls.bad_factor", lambda: amp.DynamicLossScaler(8.0, 0, 10))
