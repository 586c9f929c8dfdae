"""s4: training wrapper Cells (ut train/test_training, nn wrap tests): TrainOneStepCell (sens, return values, grad
clipping by the user, float16 / float64 nets, tuple outputs), TrainOneStepWithLossScaleCell (Tensor / update-cell
scale, overflow), WithLossCell / WithEvalCell / WithGradCell / ForwardValueAndGrad (weights, get_all, sens_param),
GradAccumulationCell, ParameterUpdate; ms.export / ms.load (MINDIR) round trips; Tensor save / load via numpy."""
import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Parameter, ParameterTuple, Tensor
from _h import case

X = Tensor(((np.arange(8, dtype=np.float32).reshape(2, 4) % 5) - 2.0) / 4.0)
Y = Tensor(np.array([[0.5, -1.0, 0.25], [1.0, 0.0, -0.5]], np.float32))
YI = Tensor(np.array([0, 2], np.int32))


def dense(cin=4, cout=3, dt=None):
    w = ((np.arange(cin * cout, dtype=np.float32).reshape(cout, cin) % 5) - 2.0) / 5.0
    n = nn.Dense(cin, cout, weight_init=Tensor(w), bias_init="zeros")
    if dt is not None:
        n.to_float(dt)
    return n


def step(cell, *args, n=2):
    outs = [cell(*args) for _ in range(n)]
    return outs


def t1(opt=lambda p: nn.SGD(p, 0.1), sens=None, loss=None, n=2, net=None, x=X, y=Y):
    net = net or dense()
    w = nn.WithLossCell(net, loss or nn.MSELoss())
    t = nn.TrainOneStepCell(w, opt(net.trainable_params())) if sens is None else \
        nn.TrainOneStepCell(w, opt(net.trainable_params()), sens=sens)
    outs = step(t, x, y, n=n)
    return outs, net.weight, net.bias


case("tos_sgd", lambda: t1())
case("tos_momentum", lambda: t1(lambda p: nn.Momentum(p, 0.1, 0.9), n=3))
case("tos_adam", lambda: t1(lambda p: nn.Adam(p, 0.01), n=3))
case("tos_sens2", lambda: t1(sens=2.0))
case("tos_sens_int", lambda: t1(sens=2))
case("tos_sens0", lambda: t1(sens=0.0))
case("tos_xent", lambda: t1(loss=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), y=YI))
case("tos_f16", lambda: t1(net=dense(dt=ms.float16)))
case("tos_sum_loss", lambda: t1(loss=nn.L1Loss(reduction="sum")))
case("tos_none_loss", lambda: t1(loss=nn.MSELoss(reduction="none")))
case("tos_phase", lambda: (lambda t: (t.phase, t.network.phase if hasattr(t.network, "phase") else None))(
    nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()))))
case("tos_bad_opt", lambda: nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), 3))
case("tos_bad_sens", lambda: nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()),
                                                 sens="a"))
case("tos_set_sens", lambda: (lambda t: (t.set_sense_scale(3.0) if hasattr(t, "set_sense_scale") else None, t.sens))(
    nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()))))
case("tos_return_grads", lambda: (lambda t: (t.return_grad if hasattr(t, "return_grad") else "<absent>"))(
    nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()), return_grad=True)))


class TupleNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = dense()

    def construct(self, x, y):
        out = self.fc(x)
        loss = ((out - y) ** 2).mean()
        return loss, out


case("tos_tuple_out", lambda: (lambda net: (step(nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1)), X, Y),
                                            net.fc.weight))(TupleNet()))
case("tos_tuple_sens", lambda: (lambda net: (step(nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1), sens=2.0), X, Y),
                                             net.fc.weight))(TupleNet()))


# loss scale
def ls(scale, xs=X, n=2, opt=lambda p: nn.SGD(p, 0.1), net=None):
    net = net or dense()
    t = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt(net.trainable_params()), scale_sense=scale)
    outs = [t(xs, Y) for _ in range(n)]
    sc = t.loss_scaling_manager.get_loss_scale() if t.loss_scaling_manager is not None else t.scale_sense
    return outs, net.weight, sc


INF = Tensor(np.array([[np.inf, 0, 0, 0], [0, 0, 0, 0]], np.float32))
case("lsc_tensor", lambda: ls(Tensor(np.array(16.0, np.float32))))
case("lsc_tensor1d", lambda: ls(Tensor(np.array([16.0], np.float32))))
case("lsc_dyn", lambda: ls(nn.DynamicLossScaleUpdateCell(2 ** 10, 2, 1), n=3))
case("lsc_fixed", lambda: ls(nn.FixedLossScaleUpdateCell(64.0)))
case("lsc_dyn_inf", lambda: ls(nn.DynamicLossScaleUpdateCell(2 ** 10, 2, 1), xs=INF, n=2))
case("lsc_tensor_inf", lambda: ls(Tensor(np.array(16.0, np.float32)), xs=INF))
case("lsc_bad", lambda: ls(16.0))
case("lsc_bad_shape", lambda: ls(Tensor(np.array([16.0, 2.0], np.float32))))
case("lsc_f64", lambda: ls(Tensor(np.array(16.0, np.float64))))
case("lsc_set_sense", lambda: (lambda t: (t.set_sense_scale(Tensor(np.array(4.0, np.float32))), t.scale_sense))(
    nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()),
                                     scale_sense=Tensor(np.array(16.0, np.float32)))))
case("lsc_set_sense_bad", lambda: (lambda t: t.set_sense_scale(4.0))(
    nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()),
                                     scale_sense=Tensor(np.array(16.0, np.float32)))))
case("lsc_set_sense_upd", lambda: (lambda t: t.set_sense_scale(Tensor(np.array(4.0, np.float32))))(
    nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params()),
                                     scale_sense=nn.DynamicLossScaleUpdateCell(8.0, 2, 10))))
case("dyn_upd_bad", lambda: nn.DynamicLossScaleUpdateCell(-1.0, 2, 1))
case("dyn_upd_bad_factor", lambda: nn.DynamicLossScaleUpdateCell(8.0, 1, 1))
case("dyn_upd_bad_window", lambda: nn.DynamicLossScaleUpdateCell(8.0, 2, 0))
case("dyn_upd_get", lambda: nn.DynamicLossScaleUpdateCell(8.0, 2, 1).get_loss_scale())
case("fixed_upd_get", lambda: nn.FixedLossScaleUpdateCell(8).get_loss_scale())


# WithLossCell / WithEvalCell / WithGradCell / ForwardValueAndGrad
case("wlc", lambda: (nn.WithLossCell(dense(), nn.MSELoss())(X, Y), nn.WithLossCell(dense(), nn.MSELoss()).backbone_network.weight))
case("wlc_bad", lambda: nn.WithLossCell(dense(), 3))
case("wlc_bad_backbone", lambda: nn.WithLossCell(3, nn.MSELoss()))
case("wec", lambda: nn.WithEvalCell(dense(), nn.MSELoss())(X, Y))
case("wec_fp32", lambda: nn.WithEvalCell(dense(dt=ms.float16), nn.MSELoss(), add_cast_fp32=True)(X, Y))
case("wec_f16", lambda: nn.WithEvalCell(dense(dt=ms.float16), nn.MSELoss())(X, Y))
case("wec_bad", lambda: nn.WithEvalCell(dense(), nn.MSELoss(), add_cast_fp32=1))
case("wgc", lambda: nn.WithGradCell(dense(), nn.MSELoss())(X, Y))
case("wgc_noloss", lambda: nn.WithGradCell(dense())(X))
case("wgc_sens", lambda: nn.WithGradCell(dense(), nn.MSELoss(), sens=2.0)(X, Y))


def fvg(**kw):
    net = nn.WithLossCell(dense(), nn.MSELoss())
    args = kw.pop("args", (X, Y))
    wts = kw.pop("weights", "tp")
    weights = net.trainable_params() if wts == "tp" else wts
    f = nn.ForwardValueAndGrad(net, weights=weights, **kw)
    return f(*args)


case("fvg_default", lambda: fvg(weights=None))
case("fvg_weights", lambda: fvg(get_by_list=True))
case("fvg_all", lambda: fvg(weights=None, get_all=True))
case("fvg_all_weights", lambda: fvg(get_all=True, get_by_list=True))
case("fvg_sens", lambda: fvg(get_by_list=True, sens_param=True, args=(X, Y, Tensor(np.array(2.0, np.float32)))))
case("fvg_ptuple", lambda: fvg(weights=ParameterTuple(dense().trainable_params()), get_by_list=True))
case("fvg_bad_weights", lambda: fvg(weights=[1], get_by_list=True))
case("fvg_no_weights_by_list", lambda: fvg(weights=None, get_by_list=True))
case("fvg_bad_flag", lambda: fvg(weights=None, get_all=1))


def gacc(steps=2, n=4):
    net = dense()
    w = nn.WithLossCell(net, nn.MSELoss())
    try:
        g = nn.GradAccumulationCell(w, steps)
    except Exception as e:  # noqa
        raise
    return [g(X, Y) for _ in range(n)], net.weight


case("grad_accum_cell", lambda: gacc())
case("grad_accum_bad", lambda: gacc(steps=0))


def pupd():
    p = Parameter(Tensor(np.ones(3, np.float32)), name="p")
    u = nn.ParameterUpdate(p)
    u.phase = "update_param"
    r = u(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
    return r, p


case("param_update", pupd)
case("param_update_bad", lambda: nn.ParameterUpdate(Tensor(np.ones(3, np.float32))))


# export / load (MINDIR)
class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = dense()
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.fc(x)) * 2


def exp_load(fmt="MINDIR", name="m", ext=".mindir", inputs=(X,), net=None, **kw):
    d = tempfile.mkdtemp()
    net = net or Small()
    ms.export(net, *inputs, file_name=os.path.join(d, name), file_format=fmt, **kw)
    files = sorted(os.listdir(d))
    if fmt != "MINDIR":
        return files
    g = ms.load(os.path.join(d, name + ext))
    gc = nn.GraphCell(g)
    return files, gc(*inputs), net(*inputs)


case("export_mindir", lambda: exp_load())
case("export_mindir_ext", lambda: exp_load(name="m.mindir", ext=""))
case("export_two_inputs", lambda: exp_load(net=nn.WithLossCell(dense(), nn.MSELoss()), inputs=(X, Y)))
case("export_air", lambda: exp_load(fmt="AIR"))
case("export_onnx", lambda: exp_load(fmt="ONNX"))
case("export_bad_fmt", lambda: exp_load(fmt="PT"))
case("export_no_inputs", lambda: exp_load(inputs=()))
case("export_numpy_input", lambda: exp_load(inputs=(X.asnumpy(),)))
case("load_missing", lambda: ms.load("/nonexistent/x.mindir"))
case("load_bad_ext", lambda: ms.load(__file__))
case("graphcell_bad", lambda: nn.GraphCell(3))
case("export_other_shape", lambda: (lambda d: (ms.export(Small(), X, file_name=os.path.join(d, "m"), file_format="MINDIR"),
                                               nn.GraphCell(ms.load(os.path.join(d, "m.mindir")))(
                                                   Tensor(np.ones((3, 4), np.float32)))))(tempfile.mkdtemp()))
case("export_dyn_shape", lambda: (lambda d: (ms.export(Small(), Tensor(shape=[None, 4], dtype=ms.float32),
                                                       file_name=os.path.join(d, "m"), file_format="MINDIR"),
                                             nn.GraphCell(ms.load(os.path.join(d, "m.mindir")))(
                                                 Tensor(np.ones((3, 4), np.float32)))))(tempfile.mkdtemp()))
case("load_graph_params", lambda: (lambda d: (ms.export(Small(), X, file_name=os.path.join(d, "m"), file_format="MINDIR"),
                                              sorted(p.name for p in nn.GraphCell(ms.load(os.path.join(d, "m.mindir")))
                                                     .get_parameters())))(tempfile.mkdtemp()))


# Tensor save / load via numpy
def npy(t):
    d = tempfile.mkdtemp()
    np.save(os.path.join(d, "t.npy"), t.asnumpy())
    back = Tensor(np.load(os.path.join(d, "t.npy")))
    return back, back.dtype == t.dtype


case("npy_f32", lambda: npy(X))
case("npy_f16", lambda: npy(X.astype(ms.float16)))
case("npy_i64", lambda: npy(Tensor(np.arange(3))))
case("npy_bool", lambda: npy(Tensor(np.array([True, False]))))
case("npy_scalar", lambda: npy(Tensor(2.5)))
case("npy_param", lambda: npy(Parameter(X, name="p")))
case("npy_bf16", lambda: npy(X.astype(ms.bfloat16)))
case("tensor_from_npy_f64", lambda: Tensor(np.load(__import__("io").BytesIO(_npb(np.arange(3.0))))))


def _npb(a):
    import io
    b = io.BytesIO()
    np.save(b, a)
    return b.getvalue()


case("tensor_from_npy_f64", lambda: Tensor(np.load(__import__("io").BytesIO(_npb(np.arange(3.0))))))
